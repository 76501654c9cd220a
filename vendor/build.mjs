// Builds the shared third-party libraries as ESM, one entry per bare specifier, in ONE build so
// React and friends land in one shared chunk: every micro-frontend on a page then uses the same
// React instance through the import map.
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { VENDOR_EXPORTS, VENDOR_SPECIFIERS, entryName } from '../tools/shared-specifiers.mjs';
import { importMapEntries } from '../tools/vite-importmap-plugin.mjs';
import { moduleGraphEntries } from '../tools/vite-module-graph-plugin.mjs';
import { precompress } from '../tools/vite-precompress-plugin.mjs';
import { ROOT } from '../tools/importmap.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const generated = join(here, '.generated');
const require = createRequire(import.meta.url);

// Leaflet 1.9 has no exports/module field; its ESM build is beside the UMD one.
const ALIASES = { leaflet: require.resolve('leaflet/dist/leaflet-src.esm.js') };
const resolveEsm = (spec) => ALIASES[spec] ?? fileURLToPath(import.meta.resolve(spec));

/** Whether Node resolves `spec` to a CommonJS file (by extension or its package's `type`). */
function isCommonJs(spec) {
  if (spec in ALIASES) return false;
  const file = fileURLToPath(import.meta.resolve(spec));
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) {
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type !== 'module';
    }
  }
  return true;
}

/**
 * `export * from 'react'` yields only `default` after CommonJS interop, so CommonJS entries name
 * their exports explicitly (read by importing them in Node). ESM entries re-export with `*`:
 * some of them (Leaflet) can't even be evaluated outside a browser. A library listed in
 * VENDOR_EXPORTS re-exports only the names listed there.
 */
async function entrySource(spec) {
  if (VENDOR_EXPORTS[spec]) return `export { ${VENDOR_EXPORTS[spec].join(', ')} } from '${spec}';\n`;
  if (!isCommonJs(spec)) {
    const hasDefault = /export\s+default|as default/.test(readFileSync(resolveEsm(spec), 'utf8'));
    return `export * from '${spec}';\n` + (hasDefault ? `export { default } from '${spec}';\n` : '');
  }
  const mod = await import(spec);
  const names = Object.keys(mod).filter((n) => n !== 'default' && n !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(n));
  const lines = [];
  if (names.length) lines.push(`export { ${names.join(', ')} } from '${spec}';`);
  if ('default' in mod) lines.push(`import __default from '${spec}';`, 'export default __default;');
  return lines.join('\n') + '\n';
}

rmSync(generated, { recursive: true, force: true });
mkdirSync(generated, { recursive: true });
const input = {};
const specifiers = {};
for (const spec of VENDOR_SPECIFIERS) {
  const name = entryName(spec);
  const file = join(generated, `${name}.js`);
  writeFileSync(file, await entrySource(spec));
  input[name] = file;
  specifiers[name] = spec;
}

await build({
  configFile: false,
  root: here,
  base: '/vendor/',
  logLevel: 'warn',
  publicDir: false,
  resolve: { alias: ALIASES },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [importMapEntries({ urlBase: '/vendor/', specifiers }), moduleGraphEntries({ urlBase: '/vendor/', specifiers }), precompress()],
  build: {
    outDir: join(ROOT, 'dist', 'vendor'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: 'hidden', // as tools/vite-package.mjs
    rollupOptions: {
      input,
      preserveEntrySignatures: 'strict',
      // React Query marks files "use client" for server components; meaningless in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        format: 'es',
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
console.log(`vendor: ${VENDOR_SPECIFIERS.length} shared modules built`);
