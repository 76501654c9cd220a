// The standalone elements (tools/build-standalone.mjs): what a partner page without an import map
// loads for each at start, as the server sends it (the precompressed files beside each bundle) –
// the bundle, what it imports statically, and the texts of one language (the largest) – against
// the target of issue 12 (≤ 110 kB compressed each). Run after `npm run build`.
//   npx tsx bench/standalone-sizes.ts
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STANDALONE_DIR, STANDALONE_ELEMENTS } from '../tools/build-standalone.mjs';

const TARGET_KB = 110;
const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Sizes = [raw: number, gzip: number, brotli: number];

function sizesOf(file: string): Sizes {
  const path = join(STANDALONE_DIR, file);
  // A file under 1 kB, or one that compression barely shrinks, is sent as it is (tools/precompress.mjs).
  const size = (p: string) => (existsSync(p) ? statSync(p).size : statSync(path).size);
  return [statSync(path).size, size(`${path}.gz`), size(`${path}.br`)];
}

const add = (a: Sizes, b: Sizes): Sizes => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

console.log("Standalone elements at start: the bundle and one language's texts (kB = 1000 bytes; brotli is what the server sends)\n");
console.log(
  `${'element'.padEnd(18)}${'bundle br'.padStart(10)}${'texts br'.padStart(10)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}   target`,
);
for (const tag of Object.keys(STANDALONE_ELEMENTS)) {
  const manifestPath = join(STANDALONE_DIR, '.vite', `${tag}.json`);
  if (!existsSync(manifestPath)) {
    console.log(`${tag.padEnd(18)}missing: run npm run build`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)!;
  // the entry and its static imports (none, when everything but the lazy parts is in the one file)
  const statics = new Set<string>();
  const visit = (key: string) => {
    if (statics.has(key)) return;
    statics.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entryKey);
  const bundle = [...statics].map((key) => sizesOf(manifest[key]!.file)).reduce(add, [0, 0, 0]);
  const texts = LANGUAGES.map((language) =>
    (entry.dynamicImports ?? [])
      .filter((key) => new RegExp(`/${language}\\.(?:json|ts)$`).test(key))
      .map((key) => sizesOf(manifest[key]!.file))
      .reduce(add, [0, 0, 0]),
  ).sort((a, b) => b[2] - a[2])[0]!;
  const total = add(bundle, texts);
  const verdict = total[2] <= TARGET_KB * 1000 ? `≤ ${TARGET_KB} ok` : `> ${TARGET_KB} (over by ${kb(total[2] - TARGET_KB * 1000)})`;
  console.log(
    `${tag.padEnd(18)}${kb(bundle[2]).padStart(10)}${kb(texts[2]).padStart(10)}${kb(total[0]).padStart(9)}${kb(total[1]).padStart(9)}${kb(total[2]).padStart(9)}   ${verdict}`,
  );
}
