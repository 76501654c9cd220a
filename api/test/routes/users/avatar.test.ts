// Profile pictures: a real image in, a 256 px square WebP without metadata out. What is refused is
// refused as spot photos are: the same checks, statuses, codes and messages, each naming `file`.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { fixture, photoForm, pngBomb, postForm, type UploadOptions } from '../photos/photo-helpers.ts';

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

  it('a HEIC from an iPhone is taken, as for spot photos', async () => {
    const res = await upload(multipart('file', 'IMG_0001.heic', 'image/heic', await fixture('photo.heic')));
    expect(res.statusCode).toBe(200);
    const picture = await t.app.inject({ method: 'GET', url: res.json().data.avatarUrl });
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('401 anonymously', async () => {
    expect((await upload(multipart('file', 'me.png', 'image/png', await photoWithExif()), null)).statusCode).toBe(401);
  });
  it('GET /api/avatars/{file}: 404 for unknown files, 400 for names that are not avatar names', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/1-0000000000000000.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/me/avatar answers what POST /api/photos answers', () => {
  const putForm = async (form: FormData) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', payload: form, headers: bearer(user.accessToken) });
    return { status: res.statusCode, body: res.json() };
  };

  /** The same form sent as a spot photo and as a profile picture. */
  async function both(bytes: Buffer | null, options: UploadOptions = {}) {
    const photo = await postForm(t, '/api/photos', photoForm(bytes, options), user.accessToken);
    const avatar = await putForm(photoForm(bytes, options));
    return { photo: { status: photo.status, body: photo.body }, avatar };
  }

  const gif = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

  it.each([
    ['an empty file', () => Buffer.alloc(0), {}, 400, 'file_missing'],
    [
      'a PNG of 20000 × 20000 pixels (over 40 megapixels)',
      async () => pngBomb(),
      { filename: 'bomb.png', type: 'image/png' },
      413,
      'too_many_pixels',
    ],
    ['a HEIC over 40 megapixels', () => fixture('huge.heic'), { filename: 'huge.heic', type: 'image/heic' }, 413, 'too_many_pixels'],
    ['text named .jpg', () => fixture('not-an-image.jpg'), { filename: 'x.jpg', type: 'image/jpeg' }, 415, 'unsupported_type'],
    ['a GIF claiming to be a PNG', async () => gif, { filename: 'x.png', type: 'image/png' }, 415, 'unsupported_type'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      { filename: 'x.svg', type: 'image/svg+xml' },
      415,
      'unsupported_type',
    ],
    ['the first 40 bytes of a JPEG', async () => (await fixture('oriented.jpg')).subarray(0, 40), {}, 415, 'unsupported_type'],
    ['a picture in a field not called file', () => photoWithExif(), { field: 'picture' }, 400, 'unexpected_file'],
  ] as const)('%s: the same answer as for a photo, with its code and field file', async (_name, bytes, options, status, code) => {
    const { photo, avatar } = await both(await bytes(), options);
    expect(avatar).toEqual(photo);
    expect(avatar.status).toBe(status);
    expect(avatar.body).toEqual({ statusCode: status, error: expect.any(String), code, field: 'file', message: expect.stringMatching(/^file: /) });
  });

  it('a form without a file: 400 file_missing, as for photos', async () => {
    const { photo, avatar } = await both(null, { showsFix: 'false' });
    expect(avatar).toEqual(photo);
    expect(avatar.body).toMatchObject({ statusCode: 400, code: 'file_missing', field: 'file', message: 'file: choose an image to upload' });
  });

  it('not a form: 415 not_multipart naming file, as for photos', async () => {
    const avatar = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', payload: { file: 'x' }, headers: bearer(user.accessToken) });
    const photo = await t.app.inject({ method: 'POST', url: '/api/photos', payload: { file: 'x' }, headers: bearer(user.accessToken) });
    expect(avatar.json()).toEqual(photo.json());
    expect(avatar.json()).toMatchObject({ statusCode: 415, code: 'not_multipart', field: 'file' });
  });

  it('over 5 MB: 413 too_large naming file, worded as for photos (whose limit is 10 MB)', async () => {
    const over = randomBytes(5 * 1024 * 1024 + 1);
    const avatar = await putForm(photoForm(over, { filename: 'huge.png', type: 'image/png' }));
    expect(avatar).toEqual({
      status: 413,
      body: { statusCode: 413, error: 'Payload Too Large', code: 'too_large', field: 'file', message: 'file: the image is larger than 5 MB' },
    });
    // At the limit the size passes, and the bytes are judged (random bytes are no image).
    const atLimit = await putForm(photoForm(over.subarray(0, 5 * 1024 * 1024), { filename: 'x.png', type: 'image/png' }));
    expect(atLimit.body).toMatchObject({ statusCode: 415, code: 'unsupported_type', field: 'file' });
  });

  it('the old picture stays when the new one is refused', async () => {
    const before = (await t.get('/api/users/bici_fan')).body.data.avatarUrl;
    expect(before).toBeTruthy();
    expect((await putForm(photoForm(pngBomb(), { filename: 'bomb.png' }))).status).toBe(413);
    expect((await t.get('/api/users/bici_fan')).body.data.avatarUrl).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(200);
  });
});
