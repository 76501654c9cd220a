import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { packageConfig } from '../tools/vite-package.mjs';
import { ROOT } from '../tools/importmap.mjs';
import { precompressFile } from '../tools/precompress.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

// The page template (the server inlines the current import map into its empty importmap
// script), the embed loader for partner sites and the resizer of framed embed pages: all at the
// site root, unhashed, precompressed.
const rootFiles = {
  name: 'moveable-shell-root-files',
  apply: 'build' as const,
  async writeBundle() {
    const files = { 'index.html': 'index.html', 'embed.js': 'embed/embed.js', 'embed-resize.js': 'embed/embed-resize.js' };
    for (const [target, source] of Object.entries(files)) {
      copyFileSync(resolve(packageDir, source), resolve(ROOT, 'dist', target));
      await precompressFile(resolve(ROOT, 'dist', target));
    }
  },
};

export default packageConfig({
  dir: 'shell',
  packageDir,
  entries: { 'root-config': { file: 'src/root-config.tsx', specifier: '@moveable/shell' } },
  plugins: [rootFiles],
});
