// Profile pictures: a real image in, a 256 px square WebP without metadata out; too large → 413,
// not an image → 415.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  user = await signIn(t, DEMO_ACCOUNTS.user.email);
});
afterAll(() => t.app.close());

function multipart(field: string, filename: string, contentType: string, body: Buffer) {
  const boundary = `----moveable${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(file: { payload: Buffer; contentType: string }, who: SignedIn | null = user) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/me/avatar',
    payload: file.payload,
    headers: { 'content-type': file.contentType, ...(who ? bearer(who.accessToken) : {}) },
  });
}

/** A 600×400 PNG with an EXIF block that carries a position (what must never leak). */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 51, g: 189, b: 202 } } })
    .withExif({ IFD0: { Copyright: 'Jane Doe', ImageDescription: 'home-at-47.3769N-8.5417E' } })
    .png()
    .toBuffer();
}

describe('PUT /api/users/me/avatar', () => {
  it('a PNG becomes a 256×256 WebP without EXIF, served under a new immutable URL', async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(multipart('file', 'me.png', 'image/png', original));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatarUrl;
    expect(url).toMatch(new RegExp(`^/api/avatars/${user.userId}-[0-9a-f]{16}\\.webp$`));

    const picture = await t.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(picture.rawPayload.includes(Buffer.from('47.3769N'))).toBe(false);
    expect((await t.get('/api/users/bici_fan')).body.data.avatarUrl).toBe(url);
  });

  it('a new picture replaces the old one; the old file is gone', async () => {
    const first = (
      await upload(
        multipart(
          'file',
          'a.jpg',
          'image/jpeg',
          await sharp(await photoWithExif())
            .jpeg()
            .toBuffer(),
        ),
      )
    ).json().data.avatarUrl;
    const second = (
      await upload(
        multipart(
          'file',
          'b.webp',
          'image/webp',
          await sharp(await photoWithExif())
            .webp()
            .toBuffer(),
        ),
      )
    ).json().data.avatarUrl;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('413 above 5 MB', async () => {
    const res = await upload(multipart('file', 'huge.png', 'image/png', randomBytes(5 * 1024 * 1024 + 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, message: 'The picture is larger than 5 MB.' });
  });

  it('415 for another type, and for bytes that are not the image they claim to be', async () => {
    const text = await upload(multipart('file', 'notes.txt', 'text/plain', Buffer.from('hello')));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/JPEG, PNG or WebP/);
    const svg = await upload(multipart('file', 'x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    expect(svg.statusCode).toBe(415);
    const fake = await upload(multipart('file', 'fake.png', 'image/png', Buffer.from('this is no PNG at all')));
    expect(fake.statusCode).toBe(415);
    const gif = await upload(
      multipart(
        'file',
        'x.png',
        'image/png',
        await sharp(await photoWithExif())
          .gif()
          .toBuffer(),
      ),
    );
    expect(gif.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', payload: { file: 'x' }, headers: bearer(user.accessToken) });
    expect(json.statusCode).toBe(415);
  });

  it('400 when the field is not called file; 401 anonymously', async () => {
    const wrongField = await upload(multipart('picture', 'me.png', 'image/png', await photoWithExif()));
    expect(wrongField.json()).toMatchObject({ statusCode: 400, field: 'file' });
    expect((await upload(multipart('file', 'me.png', 'image/png', await photoWithExif()), null)).statusCode).toBe(401);
  });

  it('GET /api/avatars/{file}: 404 for unknown files, 400 for names that are not avatar names', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/1-0000000000000000.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});
