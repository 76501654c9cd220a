import { fileURLToPath } from 'node:url';
import { packageConfig } from '../tools/vite-package.mjs';

// Lifecycles only for now: `<moveable-news>` (src/element.ts → `@moveable/mf-news/element`) comes
// with the news list, and then this becomes `microFrontendConfig(import.meta.url)` like the others.
export default packageConfig({
  dir: 'mf-news',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entries: { index: { file: 'src/index.tsx', specifier: '@moveable/mf-news' } },
});
