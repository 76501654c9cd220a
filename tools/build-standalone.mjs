// The standalone elements: one file per element with React and everything else inside, for partner
// pages that cannot take an import map (a CMS that strips it, a CSP without a nonce for the loader):
//   <script type="module" src="https://<our site>/standalone/moveable-spots.js"></script>
// Built after the packages (`npm run build`), into dist/standalone/<element>.js, precompressed;
// the site serves them like every file of dist. Nothing is shared with the page or with another
// standalone element: each carries its own React. What the element imports lazily stays lazy –
// above all the texts of each language (dist/standalone/chunks/, fetched beside the file by a
// relative URL, no import map needed): the three languages a page does not show would otherwise
// add 6–7 kB to every load. Sizes: `npx tsx bench/standalone-sizes.ts` (from the manifests).
import { resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { ROOT } from './importmap.mjs';
import { noServerCode } from './vite-no-server-code.mjs';
import { precompressDir } from './precompress.mjs';

/** Element tag → its entry (the same `src/element.ts` the import map's `@moveable/<mf>/element` is built from). */
export const STANDALONE_ELEMENTS = {
  'moveable-spots': 'mf-spots/src/element.ts',
  'moveable-map': 'mf-map/src/element.ts',
  'moveable-news': 'mf-news/src/element.ts',
};

export const STANDALONE_DIR = resolve(ROOT, 'dist', 'standalone');

export async function buildStandalone() {
  let first = true;
  for (const [tag, entry] of Object.entries(STANDALONE_ELEMENTS)) {
    await build({
      configFile: false,
      root: ROOT,
      base: '/standalone/',
      publicDir: false,
      logLevel: 'warn',
      plugins: [react(), noServerCode()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: STANDALONE_DIR,
        emptyOutDir: first,
        manifest: `.vite/${tag}.json`, // for bench/standalone-sizes.ts
        target: 'es2022',
        sourcemap: 'hidden',
        assetsInlineLimit: 8192,
        chunkSizeWarningLimit: 1024, // the sizes that matter (compressed) are bench/standalone-sizes.ts's
        rollupOptions: {
          input: { [tag]: resolve(ROOT, entry) },
          preserveEntrySignatures: false,
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      },
    });
    first = false;
  }
  await precompressDir(STANDALONE_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildStandalone();
  console.log(`standalone elements built in ${((Date.now() - started) / 1000).toFixed(1)} s → dist/standalone/`);
}
