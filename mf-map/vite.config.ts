import { fileURLToPath } from 'node:url';
import { packageConfig } from '../tools/vite-package.mjs';

export default packageConfig({
  dir: 'mf-map',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entries: {
    index: { file: 'src/index.tsx', specifier: '@moveable/mf-map' },
    element: { file: 'src/element.ts', specifier: '@moveable/mf-map/element' },
  },
});
