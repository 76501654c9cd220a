// DELETE /api/photos/:id: the uploader, the spot's author, a moderator or an admin; anyone else
// 403. The row goes (the cover follows), then the files; demo photos share files, which stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { createSpot, send, signInPeople, type People, type Person } from '../spots/write-helpers.ts';
import { fixture, getBytes, photoFiles, photoForm, photoTestApp, postForm, uploadPhoto } from './photo-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await photoTestApp({ demoPhotos: true });
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const remove = (id: number, person?: Person, headers?: Record<string, string>) =>
  send(t, 'DELETE', `/api/photos/${id}`, { token: person ? people.tokens[person] : undefined, ...(headers ? { headers } : {}) });

async function storageKeyOf(id: number): Promise<string> {
  return (await t.db.kysely.selectFrom('photos').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;
}

/** A spot by `user` with a cover of theirs, plus a photo `uploader` added to it. */
async function spotWithAddedPhoto(uploader: Person) {
  const { body: cover } = await uploadPhoto(t, people.tokens.user, await fixture('small.webp'));
  const spot = await createSpot(t, people.tokens.user, { photoIds: [cover.id] });
  const added = await postForm(t, `/api/spots/${spot.id}/photos`, photoForm(await fixture('small.webp')), people.tokens[uploader]);
  expect(added.status).toBe(201);
  return { spot, cover: cover.id as number, added: added.body.id as number };
}

describe('DELETE /api/photos/:id', () => {
  it('lets the uploader delete their photo from someone else’s spot, and removes its files', async () => {
    const { spot, added } = await spotWithAddedPhoto('neighbour');
    const key = await storageKeyOf(added);
    expect((await photoFiles(t)).filter((f) => f.startsWith(`${key}/`))).toHaveLength(3);
    const res = await remove(added, 'neighbour');
    expect(res.status).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await photoFiles(t)).filter((f) => f.startsWith(key))).toEqual([]);
    expect((await getBytes(t, `/api/photos/${added}`)).status).toBe(404);
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body.photos).toHaveLength(1);
  });

  it("lets the spot's author delete a photo someone else added, and the cover moves on", async () => {
    const { spot, cover, added } = await spotWithAddedPhoto('neighbour');
    expect((await remove(cover, 'user')).status).toBe(204);
    expect((await remove(added, 'user')).status).toBe(204);
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body).toMatchObject({ photos: [], coverPhoto: null });
  });

  it('lets moderators and admins delete any photo', async () => {
    const { cover, added } = await spotWithAddedPhoto('neighbour');
    expect((await remove(cover, 'moderator')).status).toBe(204);
    expect((await remove(added, 'admin')).status).toBe(204);
  });

  it('refuses everyone else (403 forbidden) and keeps the photo', async () => {
    const { cover, added } = await spotWithAddedPhoto('user');
    for (const id of [cover, added]) {
      const res = await remove(id, 'neighbour');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
      expect((await getBytes(t, `/api/photos/${id}`)).status).toBe(200);
    }
    // An organisation admin is no moderator.
    expect((await remove(cover, 'organisationMember')).status).toBe(403);
  });

  it('an unattached upload: its uploader and moderators may, others may not', async () => {
    const { body: mine } = await uploadPhoto(t, people.tokens.user, await fixture('small.webp'));
    expect((await remove(mine.id, 'neighbour')).status).toBe(403);
    expect((await remove(mine.id, 'user')).status).toBe(204);
    const { body: other } = await uploadPhoto(t, people.tokens.user, await fixture('small.webp'));
    expect((await remove(other.id, 'moderator')).status).toBe(204);
    const rows = await t.db.kysely.selectFrom('photos').select('id').where('id', 'in', [mine.id, other.id]).execute();
    expect(rows).toEqual([]);
  });

  it("keeps a demo photo's shared file", async () => {
    const first = t.data.photos[10]!;
    const sharing = t.data.photos.find((p) => p.id !== first.id && p.storageKey === first.storageKey)!;
    const platform = t.data.spots.find((s) => s.id === first.spotId)!.platform;
    expect((await remove(first.id, 'admin', { 'moveable-platform': platform })).status).toBe(204);
    expect((await getBytes(t, `/api/photos/${sharing.id}`)).status).toBe(200);
  });

  it('is 404 for an unknown photo, a photo of a deleted spot or of another platform; 401 without a token', async () => {
    expect((await remove(99999999, 'admin')).status).toBe(404);
    const { spot, added } = await spotWithAddedPhoto('neighbour');
    expect((await remove(added, 'neighbour', { 'moveable-platform': 'walkable' })).status).toBe(404);
    expect((await remove(added)).status).toBe(401);
    expect((await send(t, 'DELETE', `/api/spots/${spot.id}`, { token: people.tokens.user })).status).toBe(204);
    expect((await remove(added, 'neighbour')).status).toBe(404);
  });
});
