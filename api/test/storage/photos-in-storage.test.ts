// Photos and profile pictures through the real routes, on each storage the configuration can
// choose: folders on disk, and a bucket on a real S3 protocol server (PHOTO_STORAGE=s3). Uploads
// land in the storage, come back through the API with its headers, and leave it again when the
// photo is deleted, when the cleanup job removes an abandoned upload, and when the account goes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHOTOS, renderDemoPhoto, storeDemoPhotos } from '../../src/db/seed/photos.ts';
import { PHOTO_CSP } from '../../src/http/image-csp.ts';
import { openPhotoStorages, type PhotoStorages } from '../../src/storage/open-photo-storage.ts';
import { variantKey } from '../../src/storage/photo-files.ts';
import { buildTestApp, createTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, DEMO_PASSWORD, GENEROUS_LIMITS, signIn } from '../helpers/auth.ts';
import { fixture, getBytes, photoForm, postForm, uploadPhoto, webpInfo } from '../routes/photos/photo-helpers.ts';
import { createSpot, send } from '../routes/spots/write-helpers.ts';
import { storageBackends, type StoragePlace } from './storage-backends.ts';

const SIZES = ['large', 'medium', 'small'];

describe.each(storageBackends())('photos in storage: $name', (backend) => {
  let place: StoragePlace;
  let t: TestApp;
  /** The same storages the app opened from its config, for looking at what it stored. */
  let storages: PhotoStorages;
  let token: string;

  beforeAll(async () => {
    await backend.start();
    place = await backend.place();
    t = await createTestApp({ ...GENEROUS_LIMITS, ...place.config });
    storages = await openPhotoStorages(t.config);
    token = (await signIn(t, DEMO_ACCOUNTS.user.email)).accessToken;
  });
  afterAll(async () => {
    await t?.app.close();
    storages?.close();
    await backend.stop();
  });

  const storageKeyOf = async (id: number) =>
    (await t.db.kysely.selectFrom('photos').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;
  const filesOf = async (storageKey: string) => (await place.keys('photos')).filter((k) => k.startsWith(`${storageKey}/`));
  const upload = async (who = token) => {
    const res = await uploadPhoto(t, who, await fixture('wide.png'));
    expect(res.status).toBe(201);
    return { id: res.body.id as number, key: await storageKeyOf(res.body.id) };
  };

  it('an upload is stored in three sizes and each comes back through GET /api/photos/:id with our headers', async () => {
    const { id, key } = await upload();
    expect(await filesOf(key)).toEqual(SIZES.map((size) => `${key}/${size}.webp`));
    const widths: number[] = [];
    for (const size of SIZES) {
      const res = await getBytes(t, `/api/photos/${id}?size=${size}`);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-security-policy': PHOTO_CSP,
        'x-content-type-options': 'nosniff',
      });
      expect(res.body.equals((await storages.photos.read(variantKey(key, size)))!.body)).toBe(true);
      widths.push((await webpInfo(res.body)).width!);
    }
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(widths[1]).toBeGreaterThan(widths[2]!);
  });

  it('a demo photo put there by the seed is served from it, as an SVG under the image CSP', async () => {
    await storeDemoPhotos(storages.photos);
    const photo = t.data.photos.find((p) => p.storageKey === DEMO_PHOTOS[4]!.storageKey)!;
    const res = await getBytes(t, `/api/photos/${photo.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(PHOTO_CSP);
    expect(res.body.toString()).toBe(renderDemoPhoto(4));
  });

  it('a photo whose file is missing from the storage is a 404, not a 500', async () => {
    const { id, key } = await upload();
    await storages.photos.remove(variantKey(key, 'medium'));
    expect((await getBytes(t, `/api/photos/${id}?size=medium`)).status).toBe(404);
    expect((await getBytes(t, `/api/photos/${id}?size=small`)).status).toBe(200);
  });

  it("a spot's photos: added through POST /spots/:id/photos, the sharing image made from the stored cover, DELETE removes the files", async () => {
    const cover = await upload();
    const spot = await createSpot(t, token, { photoIds: [cover.id] });
    const added = await postForm(t, `/api/spots/${spot.id}/photos`, photoForm(await fixture('small.webp')), token);
    expect(added.status).toBe(201);
    const addedKey = await storageKeyOf(added.body.id);
    expect(await filesOf(addedKey)).toHaveLength(3);

    const share = await getBytes(t, `/api/spots/${spot.id}/share.jpg`);
    expect(share.status).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(await webpInfo(share.body)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    expect((await send(t, 'DELETE', `/api/photos/${added.body.id}`, { token })).status).toBe(204);
    expect(await filesOf(addedKey)).toEqual([]);
    expect((await getBytes(t, `/api/photos/${added.body.id}`)).status).toBe(404);
    expect(await filesOf(cover.key)).toHaveLength(3);
  });

  it('the cleanup job of an app with jobs removes uploads abandoned for a day, with their files, and nothing else', async () => {
    const abandoned = await upload();
    const recent = await upload();
    const attached = await upload();
    await createSpot(t, token, { photoIds: [attached.id] });
    await t.db.kysely
      .updateTable('photos')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('id', 'in', [abandoned.id, attached.id])
      .execute();

    // A second app on the same database and storage settings, with its jobs on: the cleanup runs at start.
    const withJobs = await buildTestApp(t.db, t.data, {
      ...GENEROUS_LIMITS,
      ...place.config,
      jobs: {
        archiveIntervalMs: 3_600_000,
        photoCleanupIntervalMs: 3_600_000,
        nightlyAtMinute: 0,
        alerts: { intervalMs: 3_600_000, digestHour: 7, pauseMs: 0, publicUrl: 'http://localhost:8080' },
        webhooksIntervalMs: 3_600_000,
      },
    });
    try {
      await eventually(async () => (await filesOf(abandoned.key)).length === 0, 'the abandoned upload’s files removed');
    } finally {
      await withJobs.app.close();
    }
    expect(await t.db.kysely.selectFrom('photos').select('id').where('id', '=', abandoned.id).executeTakeFirst()).toBeUndefined();
    expect(await filesOf(recent.key)).toHaveLength(3);
    expect(await filesOf(attached.key)).toHaveLength(3);
  });

  it('a profile picture is stored apart from the photos, served back, and its predecessor removed', async () => {
    const me = await signIn(t, DEMO_ACCOUNTS.moderator.email);
    const put = async () => {
      const form = photoForm(await fixture('wide.png'), { type: 'image/png', filename: 'me.png' });
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', payload: form, headers: bearer(me.accessToken) });
      expect(res.statusCode).toBe(200);
      return (res.json().data.avatarUrl as string).replace('/api/avatars/', '');
    };
    const first = await put();
    expect(await place.keys('avatars')).toContain(first);
    expect(await place.keys('photos')).not.toContain(first);
    const served = await getBytes(t, `/api/avatars/${first}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.body.equals((await storages.avatars.read(first))!.body)).toBe(true);

    const second = await put();
    expect((await place.keys('avatars')).filter((k) => k.startsWith(`${me.userId}-`))).toEqual([second]);
    expect((await getBytes(t, `/api/avatars/${first}`)).status).toBe(404);
  });

  it("deleting an account removes its photos' files and its profile picture from the storage", async () => {
    const neighbour = await signIn(t, DEMO_ACCOUNTS.neighbour.email);
    const unattached = await upload(neighbour.accessToken);
    const cover = await upload(neighbour.accessToken);
    await createSpot(t, neighbour.accessToken, { photoIds: [cover.id] });
    const avatarForm = photoForm(await fixture('wide.png'), { type: 'image/png', filename: 'me.png' });
    const avatar = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', payload: avatarForm, headers: bearer(neighbour.accessToken) });
    const avatarKey = (avatar.json().data.avatarUrl as string).replace('/api/avatars/', '');
    expect(await place.keys('avatars')).toContain(avatarKey);
    const others = await upload();

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: DEMO_PASSWORD, spots: 'delete' },
      headers: bearer(neighbour.accessToken),
    });
    expect(res.statusCode).toBe(204);
    await t.app.background.idle();

    expect(await filesOf(unattached.key)).toEqual([]);
    expect(await filesOf(cover.key)).toEqual([]);
    expect(await place.keys('avatars')).not.toContain(avatarKey);
    expect(await filesOf(others.key)).toHaveLength(3);
  });

  it('with a bucket, nothing was written to the local folders', async () => {
    expect(await place.strayFiles()).toEqual([]);
  });
});

/** Resolves once `check` holds, polling; fails the test after a generous while. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}
