// A tiny package built like ours (tools/vite-package.mjs) by tools/module-graph.test.mjs: an entry
// with a static import, a route chunk named by its comment, translations per language and a lazy chunk.
import { fileURLToPath } from 'node:url';
import { packageConfig } from '../../vite-package.mjs';

export default packageConfig({
  dir: 'fixture',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entries: { index: { file: 'src/index.ts', specifier: '@moveable/fixture' } },
});
