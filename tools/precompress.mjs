// Writes `X.br` (brotli, quality 11) and `X.gz` (gzip -9) beside each text file of a build, so the
// server sends compressed bytes without compressing per request. Compression happens once, at
// build time, where the slowest, smallest settings cost nothing per visit.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats a browser fetches from us. Source maps are left out: not served to the public by default. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|webmanifest|txt|xml)$/;
/** Below about one TCP packet compression saves no round trip and costs a file lookup. */
export const MIN_BYTES = 1024;
/** An encoding is written only when it saves at least this share of the bytes. */
export const MIN_SAVING = 0.1;
export const ENCODINGS = /** @type {const} */ (['br', 'gz']);

const encoders = {
  br: (buf) =>
    brotli(buf, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
  gz: (buf) => gz(buf, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Compresses one file. Old `X.br`/`X.gz` are removed first, so a file that stopped paying (or
 * changed) never keeps a stale compressed twin that the server would send instead of it.
 * @returns {Promise<{ file: string, size: number, br?: number, gz?: number }>}
 */
export async function precompressFile(file) {
  await Promise.all(ENCODINGS.map((ext) => rm(`${file}.${ext}`, { force: true })));
  const source = await readFile(file);
  const result = { file, size: source.length };
  if (source.length < MIN_BYTES) return result;
  await Promise.all(
    ENCODINGS.map(async (ext) => {
      const packed = await encoders[ext](source);
      if (packed.length > source.length * (1 - MIN_SAVING)) return;
      await writeFile(`${file}.${ext}`, packed);
      result[ext] = packed.length;
    }),
  );
  return result;
}

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // .vite/ holds the build manifest: read by our tools, never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* textFiles(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Compresses every text file under `dir` (the package's build folder). */
export async function precompressDir(dir) {
  if (!(await stat(dir).catch(() => null))?.isDirectory()) return [];
  const files = [];
  for await (const file of textFiles(dir)) files.push(file);
  return Promise.all(files.map(precompressFile));
}
