import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { packageConfig } from '../tools/vite-package.mjs';
import { ROOT } from '../tools/importmap.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

// The page template (the server inlines the current import map into its empty importmap
// script) and the embed loader for partner sites: both at the site root, unhashed.
const rootFiles = {
  name: 'moveable-shell-root-files',
  apply: 'build' as const,
  closeBundle() {
    copyFileSync(resolve(packageDir, 'index.html'), resolve(ROOT, 'dist', 'index.html'));
    copyFileSync(resolve(packageDir, 'embed/embed.js'), resolve(ROOT, 'dist', 'embed.js'));
  },
};

export default packageConfig({
  dir: 'shell',
  packageDir,
  entries: { 'root-config': { file: 'src/root-config.tsx', specifier: '@moveable/shell' } },
  plugins: [rootFiles],
});
