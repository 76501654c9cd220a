// Precompression (tools/precompress.mjs): what is written beside a file, and what is not.
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir, precompressFile } from './precompress.mjs';

const TEXT = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `spot ${i}`, famed: i % 2 === 0 })));

describe('precompression', () => {
  it('writes .br and .gz that decode to the file, smaller than it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const file = join(dir, 'spots.json');
    writeFileSync(file, TEXT);
    const result = await precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(TEXT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(TEXT);
    expect(result.br).toBeLessThan(result.gz);
    expect(result.gz).toBeLessThan(TEXT.length);
  });

  it('skips small files, files compression does not shrink, maps and non-text files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'small.js'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'chunks', 'noise.js'), randomBytes(4096));
    writeFileSync(join(dir, 'chunks', 'page.js'), `export default ${TEXT};`);
    writeFileSync(join(dir, 'chunks', 'page.js.map'), TEXT);
    writeFileSync(join(dir, 'photo.webp'), TEXT);
    await precompressDir(dir);
    expect(existsSync(join(dir, 'chunks', 'page.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'chunks', 'page.js.gz'))).toBe(true);
    for (const skipped of ['small.js', 'chunks/noise.js', 'chunks/page.js.map', 'photo.webp']) {
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });

  it('removes a stale compressed twin when the file no longer pays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const file = join(dir, 'embed.js');
    writeFileSync(file, `// ${TEXT}`);
    await precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(true);
    writeFileSync(file, '// now small\n');
    await precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
