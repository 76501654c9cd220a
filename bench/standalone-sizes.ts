// The standalone elements (tools/build-standalone.mjs): what a partner page without an import map
// loads for each, one file as the server sends it (the precompressed copies beside it), against
// the target of issue 12 (≤ 110 kB compressed each). Run after `npm run build`.
//   npx tsx bench/standalone-sizes.ts
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STANDALONE_BUDGET_KB, STANDALONE_DIR, STANDALONE_ELEMENTS } from '../tools/build-standalone.mjs';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

console.log('Standalone elements: one file each (kB = 1024 bytes; brotli is what the server sends to browsers that take it)\n');
console.log(`${'element'.padEnd(18)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}   target`);
for (const tag of Object.keys(STANDALONE_ELEMENTS)) {
  const file = join(STANDALONE_DIR, `${tag}.js`);
  if (!existsSync(file)) {
    console.log(`${tag.padEnd(18)}missing: run npm run build`);
    continue;
  }
  const [raw, gzip, brotli] = [file, `${file}.gz`, `${file}.br`].map((path) => statSync(path).size) as [number, number, number];
  const verdict = brotli <= STANDALONE_BUDGET_KB * 1024 ? `≤ ${STANDALONE_BUDGET_KB} ok` : `> ${STANDALONE_BUDGET_KB}`;
  console.log(`${tag.padEnd(18)}${kb(raw).padStart(9)}${kb(gzip).padStart(9)}${kb(brotli).padStart(9)}   ${verdict}`);
}
