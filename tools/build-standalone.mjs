// The standalone bundle of each custom element (issue 12): React and everything else inside one
// classic script, `dist/standalone/<element>.js`, for partner pages that cannot take our import
// map (a strict Content-Security-Policy refuses the inline map /embed.js writes; some site
// builders allow one script URL and nothing else). The import-map path stays the default: it
// shares React and the libraries between elements and with our pages; a standalone script
// carries its own copy of each and every language's texts.
//
// One Vite build per element (an IIFE has one entry; dynamic imports are inlined), run after the
// packages (tools/build.mjs). The files are unhashed, so the site serves them `no-cache` and a
// release reaches partner pages at their next load; each gets .br/.gz copies.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { ROOT } from './importmap.mjs';
import { precompressFile } from './precompress.mjs';
import { noServerCode } from './vite-no-server-code.mjs';

/** Element name → the package whose src/element.ts defines it. */
export const STANDALONE_ELEMENTS = {
  'moveable-spots': 'mf-spots',
  'moveable-map': 'mf-map',
  'moveable-news': 'mf-news',
  'moveable-partner': 'mf-partner',
};

/** React's API on Preact: the same components at a tenth of React DOM's bytes (see the README). */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export const STANDALONE_DIR = join(ROOT, 'dist', 'standalone');
/** Issue 12: a standalone element is at most this many kB compressed (brotli); over it, the build fails. */
export const STANDALONE_BUDGET_KB = 110;

async function buildOne(element, pkg, first) {
  const packageDir = join(ROOT, pkg);
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    plugins: [react(), noServerCode()],
    resolve: { alias: PREACT },
    // A classic script has no import.meta: the script's own URL, read while it runs, names our
    // origin (shared/src/runtime/config.ts: the API and the site live there).
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta.url': '__moveableScriptUrl' },
    build: {
      outDir: STANDALONE_DIR,
      emptyOutDir: first,
      target: 'es2022',
      sourcemap: 'hidden',
      modulePreload: false, // nothing to preload: the dynamic imports are inside
      assetsInlineLimit: 100_000, // one file: images the element needs go inside as data URLs
      rollupOptions: {
        input: join(packageDir, 'src/element.ts'),
        // Vite's preload helper names import.meta.resolve; with every import inlined it never runs.
        onLog: (level, log, handler) => (log.code === 'EMPTY_IMPORT_META' ? undefined : handler(level, log)),
        output: {
          format: 'iife',
          entryFileNames: `${element}.js`,
          intro: 'var __moveableScriptUrl = document.currentScript ? document.currentScript.src : location.href;',
        },
      },
    },
  });
  const file = join(STANDALONE_DIR, `${element}.js`);
  await precompressFile(file);
  return file;
}

/** Builds every element's file, prints its sizes; throws when one is over the budget. */
export async function buildStandalone() {
  const started = Date.now();
  const over = [];
  let first = true;
  for (const [element, pkg] of Object.entries(STANDALONE_ELEMENTS)) {
    if (!existsSync(join(ROOT, pkg, 'src/element.ts'))) continue;
    const file = await buildOne(element, pkg, first);
    first = false;
    console.log(`standalone ${element}.js: ${kb(file)}, brotli ${kb(`${file}.br`)}, gzip ${kb(`${file}.gz`)}`);
    if (statSync(`${file}.br`).size / 1024 > STANDALONE_BUDGET_KB) over.push(element);
  }
  if (over.length) throw new Error(`standalone elements over ${STANDALONE_BUDGET_KB} kB brotli: ${over.join(', ')}`);
  console.log(`standalone elements built in ${((Date.now() - started) / 1000).toFixed(1)} s → dist/standalone/`);
}

const kb = (path) => (existsSync(path) ? `${(statSync(path).size / 1024).toFixed(1)} kB` : '–');

if (import.meta.url === `file://${process.argv[1]}`) await buildStandalone();
