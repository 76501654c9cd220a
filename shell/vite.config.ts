import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { minify } from 'vite';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { packageConfig } from '../tools/vite-package.mjs';
import { ROOT } from '../tools/importmap.mjs';
import { precompressFile } from '../tools/precompress.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

// The page template (the server inlines the current import map into its empty importmap
// script), the embed loader for partner sites, the resizer of framed embed pages and the service
// worker: all at the site root, unhashed, precompressed. The loader is minified: every partner page loads it first,
// and its comments are for us.
const rootFiles = {
  name: 'moveable-shell-root-files',
  apply: 'build' as const,
  async writeBundle() {
    copyFileSync(resolve(packageDir, 'index.html'), resolve(ROOT, 'dist', 'index.html'));
    copyFileSync(resolve(packageDir, 'embed/embed-resize.js'), resolve(ROOT, 'dist', 'embed-resize.js'));
    const loader = await minify('embed.js', readFileSync(resolve(packageDir, 'embed/embed.js'), 'utf8'), { compress: true, mangle: true });
    if (loader.errors.length) throw new Error(`embed.js: ${loader.errors.map((e) => e.message).join('; ')}`);
    writeFileSync(resolve(ROOT, 'dist', 'embed.js'), loader.code);
    // The service worker at the root, so that its scope is the whole site.
    const worker = await minify('sw.js', readFileSync(resolve(packageDir, 'sw/sw.js'), 'utf8'), { compress: true, mangle: true });
    if (worker.errors.length) throw new Error(`sw.js: ${worker.errors.map((e) => e.message).join('; ')}`);
    writeFileSync(resolve(ROOT, 'dist', 'sw.js'), worker.code);
    for (const file of ['index.html', 'embed.js', 'embed-resize.js', 'sw.js']) await precompressFile(resolve(ROOT, 'dist', file));
  },
};

export default packageConfig({
  dir: 'shell',
  packageDir,
  entries: { 'root-config': { file: 'src/root-config.tsx', specifier: '@moveable/shell' } },
  plugins: [rootFiles],
});
