// The standalone elements (tools/build-standalone.mjs): what a partner page without an import map
// loads for each, as the server sends it (the precompressed files beside each bundle), against the
// target of issue 12 (≤ 110 kB compressed each). Run after `npm run build`.
//   npx tsx bench/standalone-sizes.ts
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STANDALONE_DIR, STANDALONE_ELEMENTS } from '../tools/build-standalone.mjs';

const TARGET_KB = 110;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

console.log('Standalone elements, one file each (kB = 1000 bytes; brotli is what the server sends)\n');
console.log(`${'element'.padEnd(18)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}   target`);
for (const tag of Object.keys(STANDALONE_ELEMENTS)) {
  const file = join(STANDALONE_DIR, `${tag}.js`);
  if (!existsSync(file)) {
    console.log(`${tag.padEnd(18)}missing: run npm run build`);
    continue;
  }
  const [raw, gzip, brotli] = [file, `${file}.gz`, `${file}.br`].map((f) => (existsSync(f) ? statSync(f).size : Number.NaN));
  const imports = /^\s*import\b|\bfrom\s*["'](?![./])/m.test(readFileSync(file, 'utf8')) ? '  (imports bare specifiers!)' : '';
  const verdict = brotli! <= TARGET_KB * 1000 ? `≤ ${TARGET_KB} ok` : `> ${TARGET_KB} (over by ${kb(brotli! - TARGET_KB * 1000)})`;
  console.log(`${tag.padEnd(18)}${kb(raw!).padStart(9)}${kb(gzip!).padStart(9)}${kb(brotli!).padStart(9)}   ${verdict}${imports}`);
}
