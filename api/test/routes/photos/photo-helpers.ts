// Shared by the photo tests: the fixture files (made by test/fixtures/photos/make.sh), uploads as
// a browser sends them (multipart through the real parser), the photo folder of a test app, and
// what "no metadata" means when checked on the bytes.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { writeDemoPhotos } from '../../../src/db/seed/photos.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { bikeableCh, type Answer } from '../spots/write-helpers.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/photos/', import.meta.url));

export const fixture = (name: string) => readFile(path.join(FIXTURES, name));

/**
 * A test app whose photos go to a fresh folder, so a test sees every file written; with
 * `demoPhotos`, the demo SVGs are in it too.
 */
export async function photoTestApp(options: { demoPhotos?: boolean } = {}): Promise<TestApp> {
  const photoDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-photo-uploads-'));
  if (options.demoPhotos) await writeDemoPhotos(photoDir);
  return createTestApp({ ...GENEROUS_LIMITS, photoDir });
}

export interface UploadOptions {
  filename?: string;
  /** The content type the browser claims; the server must not believe it. */
  type?: string;
  showsFix?: string;
  field?: string;
}

export function photoForm(bytes: Buffer | null, options: UploadOptions = {}): FormData {
  const form = new FormData();
  if (options.showsFix !== undefined) form.append('showsFix', options.showsFix);
  if (bytes)
    form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.filename ?? 'photo.jpg');
  return form;
}

/** POST a multipart form (bikeable/ch, bearer when given). */
export async function postForm(t: TestApp, url: string, form: FormData, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url, payload: form, headers: { ...bikeableCh, ...(token ? bearer(token) : {}), ...headers } });
  const type = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, body: type.includes('json') ? res.json() : res.body, headers: res.headers as Record<string, unknown> };
}

export const uploadPhoto = (t: TestApp, token: string, bytes: Buffer, options: UploadOptions = {}) =>
  postForm(t, '/api/photos', photoForm(bytes, options), token);

/** Every file under the app's photo folder, relative paths, sorted. */
export async function photoFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.config.photoDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.config.photoDir, path.join(e.parentPath, e.name)))
    .sort();
}

export async function getBytes(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** The fixtures' own words and the names metadata blocks carry: none may survive in the bytes. */
export function metadataTraces(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  return ['Exif', 'GPS', 'xmpmeta', 'http://ns.adobe.com', 'FixtureCam', 'moveable-fixture', 'acsp'].filter((m) => text.includes(m));
}

/** The chunk names of a WebP file (RIFF): VP8/VP8L/VP8X/ALPH carry pixels, EXIF/XMP/ICCP metadata. */
export function webpChunks(bytes: Buffer): string[] {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(offset + 4);
    chunks.push(bytes.toString('latin1', offset, offset + 4));
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

export async function webpInfo(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif,
    xmp: meta.xmp,
    icc: meta.icc,
    orientation: meta.orientation,
  };
}

/** The RGB of one pixel (x, y) of an image. */
export async function pixel(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const data = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [data[0]!, data[1]!, data[2]!];
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 20000x20000 black-and-white PNG: 400 megapixels in about 50 KB. */
export function pngBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // each row: filter byte 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
