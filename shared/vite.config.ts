import { fileURLToPath } from 'node:url';
import { packageConfig } from '../tools/vite-package.mjs';

export default packageConfig({
  dir: 'shared',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entries: { index: { file: 'src/index.ts', specifier: '@moveable/shared' } },
  // Mascots, icons, manifests, sharing images: stable addresses for manifests and link previews.
  publicDir: 'public',
});
