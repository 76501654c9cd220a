// When the decode queue is full (every slot decoding, `queueLength` uploads waiting), one more
// photo or profile picture is answered 503 with Retry-After, before its body is decoded, and
// nothing is stored; once the queue drains, the same upload goes through.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { signInPeople, type People } from '../spots/write-helpers.ts';
import { fixture, photoFiles, photoForm, postForm, uploadPhoto } from './photo-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  const photoDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-photo-busy-'));
  t = await createTestApp({ ...GENEROUS_LIMITS, photoDir, uploads: { concurrency: 1, queueLength: 1 } });
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

/** Fills the app's queue: one decode running and one waiting, both until release(). */
function fillQueue() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = [t.app.decodeQueue.run(1, () => released), t.app.decodeQueue.run(1, () => released)];
  return { release: () => (release(), Promise.all(held)) };
}

describe('a full decode queue', () => {
  it('POST /api/photos and PUT /api/users/me/avatar: 503 busy naming file, with Retry-After; nothing stored', async () => {
    const filled = fillQueue();
    try {
      expect(t.app.decodeQueue.full).toBe(true);
      const photo = await uploadPhoto(t, people.tokens.user, await fixture('small.webp'));
      expect(photo.status).toBe(503);
      expect(photo.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'busy',
        field: 'file',
        message: expect.stringMatching(/^file: too many images are being processed right now\. Please try again in \d+ seconds\.$/),
      });
      expect(Number(photo.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      const avatar = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/avatar',
        payload: photoForm(await fixture('small.webp')),
        headers: bearer(people.tokens.user),
      });
      expect(avatar.statusCode).toBe(503);
      expect(avatar.json()).toMatchObject({ code: 'busy', field: 'file' });
      expect(Number(avatar.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await photoFiles(t)).toEqual([]);
    } finally {
      await filled.release();
    }
    const again = await postForm(t, '/api/photos', photoForm(await fixture('small.webp')), people.tokens.user);
    expect(again.status).toBe(201);
  });
});
