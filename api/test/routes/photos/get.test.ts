// GET /api/photos/:id?size=…: uploads in the asked size (WebP), demo photos as their one file
// whatever the size, never a photo of a deleted spot or a file outside the photo folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDemoPhoto, DEMO_PHOTOS } from '../../../src/db/seed/photos.ts';
import type { TestApp } from '../../helpers/app.ts';
import { signInPeople, type People } from '../spots/write-helpers.ts';
import { fixture, getBytes, photoTestApp, uploadPhoto, webpInfo } from './photo-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await photoTestApp({ demoPhotos: true });
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

describe('GET /api/photos/:id', () => {
  it('serves the image with a strict CSP and a long cache lifetime', async () => {
    const photo = t.data.photos[0]!;
    const res = await t.app.inject({ url: `/api/photos/${photo.id}`, headers: { 'moveable-platform': 'walkable' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const index = DEMO_PHOTOS.findIndex((p) => p.storageKey === photo.storageKey);
    expect(res.body).toBe(renderDemoPhoto(index));
    expect(res.body).toContain(`width="${photo.width}" height="${photo.height}"`);
    expect(res.body).not.toMatch(/<script|javascript:|on\w+=/i);
  });

  it('serves a single-file photo whatever size is asked', async () => {
    const photo = t.data.photos[0]!;
    const whole = await t.get(`/api/photos/${photo.id}`);
    for (const size of ['small', 'medium', 'large']) expect((await t.get(`/api/photos/${photo.id}?size=${size}`)).body).toBe(whole.body);
  });

  it('serves each size of an upload as WebP, large by default, with the same headers', async () => {
    const { body: uploaded } = await uploadPhoto(t, people.tokens.user, await fixture('wide.png'));
    const expected = { small: [480, 240], medium: [960, 480], large: [1600, 800] } as const;
    for (const [query, size] of [
      ['?size=small', 'small'],
      ['?size=medium', 'medium'],
      ['?size=large', 'large'],
      ['', 'large'],
    ] as const) {
      const res = await getBytes(t, `/api/photos/${uploaded.id}${query}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const info = await webpInfo(res.body);
      expect([info.width, info.height]).toEqual(expected[size]);
    }
  });

  it('is 400 naming size for an unknown size', async () => {
    const res = await t.get(`/api/photos/${t.data.photos[0]!.id}?size=huge`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'size', message: 'size must be small, medium or large' });
  });

  it('is 404 for an unknown photo, one whose file is missing, or one of a deleted spot', async () => {
    expect((await t.get('/api/photos/999999')).status).toBe(404);
    const photo = t.data.photos[1]!;
    await t.db.kysely.updateTable('photos').set({ storage_key: 'missing.svg' }).where('id', '=', photo.id).execute();
    expect((await t.get(`/api/photos/${photo.id}`)).status).toBe(404);
    const other = t.data.photos[2]!;
    await t.db.kysely.updateTable('spots').set({ deleted_at: new Date() }).where('id', '=', other.spotId).execute();
    expect((await t.get(`/api/photos/${other.id}`)).status).toBe(404);
  });

  it('never serves a file outside the photo folder', async () => {
    const photo = t.data.photos[3]!;
    await t.db.kysely.updateTable('photos').set({ storage_key: '../../etc/passwd.svg' }).where('id', '=', photo.id).execute();
    expect((await t.get(`/api/photos/${photo.id}`)).status).toBe(404);
    await t.db.kysely
      .updateTable('photos')
      .set({ storage_key: '../..', variants: ['small', 'medium', 'large'] })
      .where('id', '=', photo.id)
      .execute();
    expect((await t.get(`/api/photos/${photo.id}?size=small`)).status).toBe(404);
  });

  it('is 400 naming id for a non-numeric id', async () => {
    const res = await t.get('/api/photos/cover');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('id');
  });
});
