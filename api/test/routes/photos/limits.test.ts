// What an upload may not be: anonymous, over 10 MB, over 40 megapixels (a decompression bomb
// among them), not an image whatever its name says, or not a proper form. Each is a 4xx naming
// the field, and none leaves a file or a row behind.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { signInPeople, send, type People } from '../spots/write-helpers.ts';
import { fixture, photoFiles, photoForm, photoTestApp, pngBomb, postForm, uploadPhoto } from './photo-helpers.ts';

let t: TestApp;
let people: People;
let photosBefore: number;
beforeAll(async () => {
  t = await photoTestApp();
  people = await signInPeople(t);
});
beforeEach(async () => {
  photosBefore = (
    await t.db.kysely
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
});
afterAll(() => t.app.close());

async function expectNothingStored() {
  expect(await photoFiles(t)).toEqual([]);
  const { n } = await t.db.kysely
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBe(Number(photosBefore));
}

describe('POST /api/photos refuses', () => {
  it('anyone not signed in (401)', async () => {
    const res = await postForm(t, '/api/photos', photoForm(await fixture('small.webp')));
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    await expectNothingStored();
  });

  it('a file over 10 MB (413 too_large), but not one of exactly 10 MB', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const over = Buffer.concat([jpegStart, Buffer.alloc(10 * 1024 * 1024 + 1 - jpegStart.length)]);
    const res = await uploadPhoto(t, people.tokens.user, over);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'too_large', field: 'file', message: 'file: the image is larger than 10 MB' });
    // At the limit the size passes, and the bytes are judged (not a JPEG after its first bytes).
    const atLimit = await uploadPhoto(t, people.tokens.user, over.subarray(0, 10 * 1024 * 1024));
    expect(atLimit.status).toBe(415);
    await expectNothingStored();
  });

  it('a decompression bomb: a 20000x20000 PNG of a few kilobytes (413 too_many_pixels)', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const res = await uploadPhoto(t, people.tokens.user, bomb, { filename: 'bomb.png', type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'too_many_pixels', field: 'file', message: 'file: the image has more than 40 megapixels' });
    await expectNothingStored();
  });

  it('a HEIC over 40 megapixels, from its header (413 too_many_pixels)', async () => {
    const res = await uploadPhoto(t, people.tokens.user, await fixture('huge.heic'), { filename: 'huge.heic', type: 'image/heic' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'too_many_pixels', field: 'file' });
    await expectNothingStored();
  });

  it('text named .jpg, whatever type the browser claims (415 unsupported_type)', async () => {
    const res = await uploadPhoto(t, people.tokens.user, await fixture('not-an-image.jpg'), { filename: 'not-an-image.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_type', field: 'file', message: 'file: the image must be a JPEG, PNG, WebP or HEIC photo' });
    await expectNothingStored();
  });

  it('images of other formats and broken images (415 unsupported_type)', async () => {
    const gif = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
    const jpeg = await fixture('oriented.jpg');
    const headerOnly = jpeg.subarray(0, 40); // a JPEG's start, no picture
    for (const bytes of [gif, headerOnly]) {
      const res = await uploadPhoto(t, people.tokens.user, bytes);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 'unsupported_type', field: 'file' });
    }
    await expectNothingStored();
  });

  it('a request that is not a form, or a form without the file (naming file)', async () => {
    const json = await send(t, 'POST', '/api/photos', { token: people.tokens.user, body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.field).toBe('file');
    const empty = await postForm(t, '/api/photos', photoForm(null, { showsFix: 'true' }), people.tokens.user);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'file', message: 'file: choose an image to upload' });
    const otherName = await postForm(t, '/api/photos', photoForm(await fixture('small.webp'), { field: 'photo' }), people.tokens.user);
    expect(otherName.status).toBe(400);
    expect(otherName.body.field).toBe('file');
    await expectNothingStored();
  });

  it('two files in one form (400 naming file)', async () => {
    const form = photoForm(await fixture('small.webp'));
    form.append('file', new Blob([new Uint8Array(await fixture('small.webp'))]), 'second.webp');
    const res = await postForm(t, '/api/photos', form, people.tokens.user);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('file');
    await expectNothingStored();
  });

  it('showsFix other than true or false (400 naming showsFix)', async () => {
    const res = await uploadPhoto(t, people.tokens.user, await fixture('small.webp'), { showsFix: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'showsFix', message: 'showsFix must be true or false' });
    await expectNothingStored();
  });
});
