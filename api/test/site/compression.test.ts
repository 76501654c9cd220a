// Compressed answers decode to exactly the bytes of the uncompressed one: built files from their
// .br/.gz copies by negotiation (q-values honoured, per-encoding ETags), the page HTML and API
// JSON compressed per request above 1 KB; copies never by their own URL; images never compressed.
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { DEMO_ACCOUNTS, signIn } from '../helpers/auth.ts';
import { fixture, uploadPhoto } from '../routes/photos/photo-helpers.ts';
import { fixtureSite, HTML, type FixtureSite } from './fixture-site.ts';

let t: TestApp;
let site: FixtureSite;

/** A module big enough to be worth compressing, different on every line. */
const MODULE = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = ${JSON.stringify(createHash('md5').update(String(i)).digest('hex'))};`,
).join('\n');
const ASSET = '/shell/app-Xy12_ab3.js';
const PLAIN = '/shell/plain-Zz98_cd4.js';

beforeAll(async () => {
  site = await fixtureSite();
  await site.write(ASSET.slice(1), MODULE);
  await site.write(`${ASSET.slice(1)}.br`, brotliCompressSync(MODULE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await site.write(`${ASSET.slice(1)}.gz`, gzipSync(MODULE, { level: 9 }));
  await site.write(PLAIN.slice(1), MODULE); // built without copies
  // An import map of a realistic size, so the page passes the 1 KB threshold.
  const imports = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`lib-${i}`, `/vendor/lib-${i}-AbCdEf${String(i).padStart(2, '0')}.js`]));
  await site.writeImportmap(
    JSON.stringify({ imports: { ...imports, '@moveable/shell': '/shell/root-config-Dk3j2x_Q.js', '@moveable/mf-spots': '/mf-spots/a-AAAAAAAA.js' } }),
  );
  t = await createTestApp({ siteDir: site.dir, importmapPath: site.importmapPath });
});

afterAll(async () => {
  await t.app.close();
  await site.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  expect(encoding).toBeUndefined();
  return body.toString('utf8');
}

describe('built files with .br and .gz copies', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" → %s, decoding to exactly the file', async (acceptEncoding, encoding) => {
    const identity = await get(ASSET);
    const res = await get(ASSET, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decoded(res)).toBe(MODULE);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(MODULE.length / 2);
    // The original's type and cache lifetime; caches keep one copy per encoding.
    expect(res.headers['content-type']).toBe(identity.headers['content-type']);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/accept-encoding/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('each encoding has its own ETag, and a 304 answers only its own', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'br' });
    const gzip = await get(ASSET, { 'accept-encoding': 'gzip' });
    const identity = await get(ASSET);
    const etags = [br, gzip, identity].map((r) => r.headers['etag']);
    expect(new Set(etags).size).toBe(3);
    const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) });
    expect(again.statusCode).toBe(304);
    // The gzip copy's ETag does not validate the brotli answer.
    const other = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers['etag']) });
    expect(other.statusCode).toBe(200);
    expect(decoded(other)).toBe(MODULE);
  });

  it('the copies are never served by their own URL', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`]) {
      for (const headers of [{ accept: '*/*' }, HTML, { 'accept-encoding': 'br, gzip' }]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-encoding']).toBeUndefined();
      }
    }
  });

  it('a file built without copies is sent as it is (not compressed per request)', async () => {
    const res = await get(PLAIN, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(MODULE);
  });
});

describe('answers compressed per request', () => {
  it.each(['br', 'gzip'])('the page HTML (%s) decodes to the uncompressed page', async (encoding) => {
    const plain = await get('/spots', HTML);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get('/spots', { ...HTML, 'accept-encoding': encoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['vary']).toMatch(/accept-encoding/);
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(decoded(res)).toBe(plain.body);
  });

  it.each(['br', 'gzip'])('API JSON above 1 KB (%s) decodes to the uncompressed answer', async (encoding) => {
    const url = '/api/spots?limit=24';
    const headers = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
    const plain = await get(url, headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get(url, { ...headers, 'accept-encoding': `${encoding}, deflate` });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(decoded(res)).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('small answers are sent as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('photos (WebP, compressed already) are never compressed again', async () => {
    const { accessToken } = await signIn(t, DEMO_ACCOUNTS.user.email);
    const upload = await uploadPhoto(t, accessToken, await fixture('oriented.jpg'));
    expect(upload.status).toBe(201);
    const res = await get(`/api/photos/${upload.body.id}?size=large`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
