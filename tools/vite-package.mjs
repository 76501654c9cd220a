// The one Vite configuration every browser package builds with: content-hashed ESM entries,
// shared libraries external (they come from the import map), a manifest for the import map and
// the module graph, and every text file precompressed (brotli and gzip beside it).
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { isExternal } from './shared-specifiers.mjs';
import { importMapEntries } from './vite-importmap-plugin.mjs';
import { moduleGraphEntries } from './vite-module-graph-plugin.mjs';
import { precompress } from './vite-precompress-plugin.mjs';
import { noServerCode } from './vite-no-server-code.mjs';
import { ROOT } from './importmap.mjs';

/**
 * @param {object} opts
 * @param {string} opts.dir          package folder name, also its URL folder: 'mf-spots'
 * @param {Record<string,{ file: string, specifier: string }>} opts.entries  entry name → source file and import-map specifier
 * @param {string} opts.packageDir   absolute path of the package
 * @param {import('vite').PluginOption[]} [opts.plugins] more plugins for this package
 * @param {string|false} [opts.publicDir] files copied as they are (unhashed) beside the build
 */
export function packageConfig({ dir, entries, packageDir, plugins = [], publicDir = false }) {
  const input = Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, resolve(packageDir, e.file)]));
  const specifiers = Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, e.specifier]));
  return {
    root: packageDir,
    base: `/${dir}/`,
    publicDir: publicDir ? resolve(packageDir, publicDir) : false,
    plugins: [
      react(),
      importMapEntries({ urlBase: `/${dir}/`, specifiers }),
      moduleGraphEntries({ urlBase: `/${dir}/`, specifiers }),
      noServerCode(),
      ...plugins,
      precompress(),
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    build: {
      outDir: resolve(ROOT, 'dist', dir),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      sourcemap: true,
      assetsInlineLimit: 8192,
      rollupOptions: {
        input,
        external: isExternal,
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
}

/**
 * A micro-frontend: its single-spa lifecycles (src/index.tsx → `@moveable/<folder>`) and its
 * custom element (src/element.ts → `@moveable/<folder>/element`), named after its folder.
 * @param {string} configUrl `import.meta.url` of the package's vite.config.ts
 */
export function microFrontendConfig(configUrl) {
  const packageDir = fileURLToPath(new URL('.', configUrl));
  const dir = basename(packageDir);
  return packageConfig({
    dir,
    packageDir,
    entries: {
      index: { file: 'src/index.tsx', specifier: `@moveable/${dir}` },
      element: { file: 'src/element.ts', specifier: `@moveable/${dir}/element` },
    },
  });
}
