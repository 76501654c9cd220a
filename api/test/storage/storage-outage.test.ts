// A photo bucket out of reach (the S3 service restarting, the network gone) is an outage like a
// database restart: reads and uploads answer 503 storage_unavailable with Retry-After, not 500;
// an upload refused meanwhile leaves no row behind; and once the service is back everything
// works again by itself, with the photos stored before the outage intact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../helpers/auth.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { fixture, getBytes, uploadPhoto } from '../routes/photos/photo-helpers.ts';

describe('the photo bucket out of reach', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ ...GENEROUS_LIMITS, objectStorage: s3.storage('outage/') });
    token = (await signIn(t, DEMO_ACCOUNTS.user.email)).accessToken;
  });
  afterAll(async () => {
    await t?.app.close();
    await s3?.stop();
  });

  const photoCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('photos')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers 503 storage_unavailable while it is down, keeps nothing half-done, and recovers by itself', async () => {
    const before = await uploadPhoto(t, token, await fixture('small.webp'));
    expect(before.status).toBe(201);
    const photos = await photoCount();

    await s3.pause();
    try {
      const read = await getBytes(t, `/api/photos/${before.body.id}`);
      expect(read.status).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(JSON.parse(read.body.toString())).toMatchObject({ statusCode: 503, code: 'storage_unavailable' });

      const upload = await uploadPhoto(t, token, await fixture('small.webp'));
      expect(upload.status).toBe(503);
      expect(upload.body).toMatchObject({ code: 'storage_unavailable' });
      expect(await photoCount()).toBe(photos);
    } finally {
      await s3.resume();
    }

    expect((await getBytes(t, `/api/photos/${before.body.id}`)).status).toBe(200);
    expect((await uploadPhoto(t, token, await fixture('small.webp'))).status).toBe(201);
  });
});
