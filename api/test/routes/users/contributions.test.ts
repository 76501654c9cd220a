// The contributions of issue 4 (photos added to any spot, uploads never attached, comment votes,
// fix proposals, reports) belong to the person: the export lists them, "delete" removes them with
// their files and counters, "anonymise" keeps what others see and drops what nobody does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { fixture, photoFiles, photoTestApp, postForm, photoForm, uploadPhoto } from '../photos/photo-helpers.ts';
import { insertPeople, send, SpotPicker, type Person } from '../votes/fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
let png: Buffer;
beforeAll(async () => {
  t = await photoTestApp();
  spots = new SpotPicker(t);
  png = await fixture('wide.png');
});
afterAll(() => t.app.close());

interface Contributions {
  spotId: number;
  commentId: number;
  attachedPhotoId: number;
  unattachedPhotoId: number;
}

/** `person` adds a photo to someone's spot, uploads one it never attaches, votes for another person's comment, proposes fixed and reports. */
async function contribute(person: Person, commenter: Person): Promise<Contributions> {
  const spotId = spots.pick({ inZuerich: false, famed: false }).id;
  const comment = await send(t, 'POST', `/api/spots/${spotId}/comments`, commenter, { body: 'The paint is gone.' });
  expect(comment.statusCode).toBe(201);
  const attached = await postForm(t, `/api/spots/${spotId}/photos`, photoForm(png, { filename: 'p.png' }), person.token);
  const unattached = await uploadPhoto(t, person.token, png, { filename: 'q.png' });
  expect([attached.status, unattached.status]).toEqual([201, 201]);
  for (const [url, body] of [
    [`/api/comments/${comment.json().id}/votes`, undefined],
    [`/api/spots/${spotId}/fix-proposals`, undefined],
    [`/api/spots/${spotId}/reports`, { reason: 'Duplicate of another spot' }],
  ] as const) {
    expect((await send(t, 'POST', url, person, body)).statusCode).toBe(201);
  }
  return {
    spotId,
    commentId: comment.json().id,
    attachedPhotoId: (attached.body as { id: number }).id,
    unattachedPhotoId: (unattached.body as { id: number }).id,
  };
}

const photoRow = (id: number) => t.db.kysely.selectFrom('photos').select(['id', 'user_id', 'storage_key']).where('id', '=', id).executeTakeFirst();
const commentVotes = async (id: number) =>
  (await t.db.kysely.selectFrom('comments').select('vote_count').where('id', '=', id).executeTakeFirstOrThrow()).vote_count;
const filesOf = async (storageKey: string) => (await photoFiles(t)).filter((f) => f.startsWith(`${storageKey}/`));

describe('contributions of the spot lifecycle', () => {
  it('the export lists them', async () => {
    const [person, commenter] = await insertPeople(t, 2);
    const c = await contribute(person!, commenter!);
    const res = await send(t, 'GET', '/api/users/me/export', person!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.commentVotes).toEqual([{ commentId: c.commentId, createdAt: expect.any(String) }]);
    expect(body.fixProposals).toEqual([{ spotId: c.spotId, createdAt: expect.any(String) }]);
    expect(body.reports).toEqual([expect.objectContaining({ spotId: c.spotId, commentId: null, reason: 'Duplicate of another spot' })]);
    expect(body.photosUploaded.map((p: { id: number; spotId: number | null }) => [p.id, p.spotId])).toEqual([
      [c.attachedPhotoId, c.spotId],
      [c.unattachedPhotoId, null],
    ]);
  });

  it('"delete" removes them, their files and what they counted', async () => {
    const [person, commenter] = await insertPeople(t, 2);
    const c = await contribute(person!, commenter!);
    const keys = [(await photoRow(c.attachedPhotoId))!.storage_key, (await photoRow(c.unattachedPhotoId))!.storage_key];
    expect(await commentVotes(c.commentId)).toBe(1);
    for (const key of keys) expect(await filesOf(key)).toHaveLength(3);

    expect((await send(t, 'DELETE', '/api/users/me', person!, { spots: 'delete' })).statusCode).toBe(204);
    await t.app.background.idle();
    expect(await photoRow(c.attachedPhotoId)).toBeUndefined();
    expect(await photoRow(c.unattachedPhotoId)).toBeUndefined();
    for (const key of keys) expect(await filesOf(key)).toEqual([]);
    expect(await commentVotes(c.commentId)).toBe(0);
    expect(await t.db.kysely.selectFrom('fix_proposals').select('user_id').where('user_id', '=', person!.userId).execute()).toEqual([]);
    // The report stays for the moderators, without the name.
    const reports = await t.db.kysely.selectFrom('reports').select('user_id').where('spot_id', '=', c.spotId).execute();
    expect(reports).toEqual([{ user_id: null }]);
  });

  it('"anonymise" keeps the photo on the spot without an uploader and removes the upload nobody saw', async () => {
    const [person, commenter] = await insertPeople(t, 2);
    const c = await contribute(person!, commenter!);
    const unattachedKey = (await photoRow(c.unattachedPhotoId))!.storage_key;

    expect((await send(t, 'DELETE', '/api/users/me', person!, { spots: 'anonymise' })).statusCode).toBe(204);
    await t.app.background.idle();
    expect(await photoRow(c.attachedPhotoId)).toMatchObject({ user_id: null });
    expect(await photoRow(c.unattachedPhotoId)).toBeUndefined();
    expect(await filesOf(unattachedKey)).toEqual([]);
    // Votes stay counted when a person is anonymised, comment votes too.
    expect(await commentVotes(c.commentId)).toBe(1);
    const spot = await send(t, 'GET', `/api/spots/${c.spotId}`, null);
    expect(spot.json().photos.map((p: { id: number }) => p.id)).toContain(c.attachedPhotoId);
  });
});
