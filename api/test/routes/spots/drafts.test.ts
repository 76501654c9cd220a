// POST /api/spots with a draftId (issue 14, offline drafts): the same draft sent again, one after
// the other or both at once, answers with the spot the first made (200) and never makes a second;
// a draftId is unique per author only; a malformed one is a 400 naming it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { countSpots, send, signInPeople, spotInput, uploadedPhoto, type People } from './write-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const draftRows = (draftId: string) => t.db.kysely.selectFrom('spots').select(['id', 'author_id']).where('draft_id', '=', draftId).execute();

describe('POST /api/spots with a draftId', () => {
  it('sent again, answers 200 with the spot of the first sending, photos included; one spot only', async () => {
    const draftId = randomUUID();
    const photo = await uploadedPhoto(t, people.ids.user);
    const body = spotInput({ title: 'Offline erfasst', draftId, photoIds: [photo] });
    const before = await countSpots(t);
    const first = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body });
    expect(first.status).toBe(201);
    const again = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers['location']).toBe(`/api/spots/${first.body.id}`);
    expect(again.body.photos.map((p: { id: number }) => p.id)).toEqual([photo]);
    expect(await countSpots(t)).toBe(before + 1);
    expect(await draftRows(draftId)).toHaveLength(1);
  });

  it('sent twice at once, makes one spot; both answers name it', async () => {
    const draftId = randomUUID();
    const body = spotInput({ title: 'Zweimal gleichzeitig', draftId });
    const answers = await Promise.all([1, 2, 3].map(() => send(t, 'POST', '/api/spots', { token: people.tokens.user, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await draftRows(draftId)).toHaveLength(1);
  });

  it("is unique per author: another person's draft with the same id is their own spot", async () => {
    const draftId = randomUUID();
    const mine = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body: spotInput({ draftId }) });
    const theirs = await send(t, 'POST', '/api/spots', { token: people.tokens.neighbour, body: spotInput({ draftId }) });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect((await draftRows(draftId)).map((r) => r.author_id).sort()).toEqual([people.ids.user, people.ids.neighbour].sort());
  });

  it('without a draftId, each sending is a spot of its own', async () => {
    const body = spotInput({ title: 'Ohne Entwurf' });
    const [a, b] = [
      await send(t, 'POST', '/api/spots', { token: people.tokens.user, body }),
      await send(t, 'POST', '/api/spots', { token: people.tokens.user, body }),
    ];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('a draftId that is no UUID is a 400 naming it, and makes nothing', async () => {
    const before = await countSpots(t);
    for (const draftId of ['draft-1', '', 42, '00000000-0000-0000-0000-00000000000g']) {
      const res = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body: spotInput({ draftId }) });
      expect(res.status, String(draftId)).toBe(400);
      expect(res.body.field).toBe('draftId');
    }
    expect(await countSpots(t)).toBe(before);
  });
});
