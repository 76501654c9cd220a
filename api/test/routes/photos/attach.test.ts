// Photos on spots: an upload attached by POST /api/spots (photoIds), one appended to an existing
// spot by POST /api/spots/:id/photos, and both shown with their sizes in the detail and the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { createSpot, send, signInPeople, type People } from '../spots/write-helpers.ts';
import { fixture, photoFiles, photoForm, photoTestApp, postForm, uploadPhoto } from './photo-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await photoTestApp();
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const srcsetOf = (id: number, widths: [number, number, number]) =>
  `/api/photos/${id}?size=small ${widths[0]}w, /api/photos/${id}?size=medium ${widths[1]}w, /api/photos/${id}?size=large ${widths[2]}w`;

describe('an uploaded photo on a new spot', () => {
  it('is attached by POST /api/spots and shown with its srcset in the detail and as the cover in the list', async () => {
    const upload = await uploadPhoto(t, people.tokens.user, await fixture('oriented.jpg'), { showsFix: 'false' });
    expect(upload.status).toBe(201);
    const photo = upload.body;
    const spot = await createSpot(t, people.tokens.user, { title: 'Photo spot', photoIds: [photo.id] });
    const expected = {
      id: photo.id,
      url: `/api/photos/${photo.id}`,
      width: 800,
      height: 1600,
      showsFix: false,
      srcset: srcsetOf(photo.id, [240, 480, 800]),
    };
    expect(spot.photos).toEqual([expected]);
    expect(spot.coverPhoto).toEqual(expected);
    const row = await t.db.kysely.selectFrom('photos').select(['spot_id', 'position']).where('id', '=', photo.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ spot_id: spot.id, position: 0 });

    const list = await send(t, 'GET', '/api/spots?limit=5');
    expect(list.body.items.find((s: { id: number }) => s.id === spot.id)?.coverPhoto).toEqual(expected);
    const nearby = await send(t, 'GET', `/api/spots/nearby?lat=${spot.location.lat}&lng=${spot.location.lng}&radius=5`);
    expect(nearby.body.items.find((s: { id: number }) => s.id === spot.id)?.coverPhoto).toEqual(expected);
  });

  it('cannot be attached by someone else (400 naming photoIds), and demo photos keep srcset null', async () => {
    const { body: photo } = await uploadPhoto(t, people.tokens.user, await fixture('small.webp'));
    const res = await send(t, 'POST', '/api/spots', {
      token: people.tokens.neighbour,
      body: { title: 'Not mine', famed: true, location: { lat: 47.37, lng: 8.54 }, photoIds: [photo.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('photoIds');

    const demo = t.data.photos.find((p) => t.data.spots.find((s) => s.id === p.spotId)?.platform === 'bikeable')!;
    const detail = await send(t, 'GET', `/api/spots/${demo.spotId}`);
    expect(detail.body.photos.find((p: { id: number }) => p.id === demo.id)).toEqual({
      id: demo.id,
      url: `/api/photos/${demo.id}`,
      width: demo.width,
      height: demo.height,
      showsFix: demo.showsFix,
      srcset: null,
    });
  });
});

describe('POST /api/spots/:id/photos', () => {
  it("appends to the gallery of anyone's spot, keeping the cover", async () => {
    const { body: first } = await uploadPhoto(t, people.tokens.user, await fixture('small.webp'));
    const spot = await createSpot(t, people.tokens.user, { photoIds: [first.id] });
    const added = await postForm(
      t,
      `/api/spots/${spot.id}/photos`,
      photoForm(await fixture('wide.png'), { showsFix: 'true' }),
      people.tokens.neighbour,
    );
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: added.body.id,
      url: `/api/photos/${added.body.id}`,
      width: 1600,
      height: 800,
      showsFix: true,
      srcset: srcsetOf(added.body.id, [480, 960, 1600]),
    });
    const again = await postForm(t, `/api/spots/${spot.id}/photos`, photoForm(await fixture('photo.avif')), people.tokens.user);
    expect(again.status).toBe(201);

    const detail = await send(t, 'GET', `/api/spots/${spot.id}`);
    expect(detail.body.photos.map((p: { id: number }) => p.id)).toEqual([first.id, added.body.id, again.body.id]);
    expect(detail.body.coverPhoto.id).toBe(first.id);
    const rows = await t.db.kysely
      .selectFrom('photos')
      .select(['id', 'position', 'user_id'])
      .where('spot_id', '=', spot.id)
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { id: first.id, position: 0, user_id: people.ids.user },
      { id: added.body.id, position: 1, user_id: people.ids.neighbour },
      { id: again.body.id, position: 2, user_id: people.ids.user },
    ]);
  });

  it('is 404 for an unknown, deleted or other platform spot, and the files written go again', async () => {
    const spot = await createSpot(t, people.tokens.user);
    const deleted = await createSpot(t, people.tokens.user);
    expect((await send(t, 'DELETE', `/api/spots/${deleted.id}`, { token: people.tokens.user })).status).toBe(204);
    const filesBefore = await photoFiles(t);
    const attempts: { url: string; headers: Record<string, string> }[] = [
      { url: '/api/spots/99999999/photos', headers: {} },
      { url: `/api/spots/${deleted.id}/photos`, headers: {} },
      { url: `/api/spots/${spot.id}/photos`, headers: { 'moveable-platform': 'walkable' } },
    ];
    for (const { url, headers } of attempts) {
      const res = await postForm(t, url, photoForm(await fixture('small.webp')), people.tokens.user, headers);
      expect(res.status).toBe(404);
    }
    expect(await photoFiles(t)).toEqual(filesBefore);
    const { n } = await t.db.kysely
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('spot_id', 'in', [spot.id, deleted.id])
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it('needs a signed-in person (401) and names bad input', async () => {
    const spot = await createSpot(t, people.tokens.user);
    expect((await postForm(t, `/api/spots/${spot.id}/photos`, photoForm(await fixture('small.webp')))).status).toBe(401);
    const text = await postForm(t, `/api/spots/${spot.id}/photos`, photoForm(await fixture('not-an-image.jpg')), people.tokens.user);
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: 'unsupported_type', field: 'file' });
    const badId = await postForm(t, '/api/spots/abc/photos', photoForm(await fixture('small.webp')), people.tokens.user);
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('id');
  });
});
