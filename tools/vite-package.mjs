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
import { vendorExportsGuard } from './vite-vendor-exports.mjs';
import { ROOT } from './importmap.mjs';

// Chunks a page loads by name, so that a server can preload them for a route: the texts of one
// language (`src/i18n/<locale>.json`, shared's `src/i18n/locales/<locale>.ts`) → `i18n/<locale>-<hash>.js`,
// a part of them (`src/i18n/<part>/<locale>.json`) → `i18n/<part>-<locale>-<hash>.js`;
// a micro-frontend's page (`src/pages/<page>.tsx`) → `pages/<page>-<hash>.js`; the rest `chunks/`.
const I18N_CHUNK = /\/src\/i18n\/(?:([\w-]+)\/)?(de|fr|it|en)\.(?:json|ts)$/;
const PAGE_CHUNK = /\/src\/pages\/([\w-]+)\.tsx?$/;

/** @param {{ facadeModuleId: string | null }} chunk */
export function chunkFileNames({ facadeModuleId }) {
  const [, part, locale] = facadeModuleId?.match(I18N_CHUNK) ?? [];
  if (locale) return part && part !== 'locales' ? `i18n/${part}-${locale}-[hash].js` : `i18n/${locale}-[hash].js`;
  const page = facadeModuleId?.match(PAGE_CHUNK)?.[1];
  if (page) return `pages/${page}-[hash].js`;
  return 'chunks/[name]-[hash].js';
}

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
      vendorExportsGuard(),
      ...plugins,
      precompress(),
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    build: {
      outDir: resolve(ROOT, 'dist', dir),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // Maps are written for error reporting and staging (SERVE_SOURCE_MAPS), not named in the
      // files: the public site serves none, and a named one would be a 404 in every DevTools.
      sourcemap: 'hidden',
      assetsInlineLimit: 8192,
      rollupOptions: {
        input,
        external: isExternal,
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: '[name]-[hash].js',
          chunkFileNames,
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
