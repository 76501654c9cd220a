import { fileURLToPath } from 'node:url';
import { packageConfig } from '../tools/vite-package.mjs';

export default packageConfig({
  dir: 'shared',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entries: {
    index: { file: 'src/index.ts', specifier: '@moveable/shared' },
    // The map kit imports Leaflet: an entry of its own, so that pages without a map don't load it.
    map: { file: 'src/map/index.ts', specifier: '@moveable/shared/map' },
  },
  // Mascots, icons, manifests, sharing images: stable addresses for manifests and link previews.
  publicDir: 'public',
});
