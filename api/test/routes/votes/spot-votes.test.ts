// POST /api/spots/:id/votes: one vote per person, none on a fixed spot, counter equal to the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { insertPeople, send, softDelete, SpotPicker, spotCounts, type Person } from './fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
let people: Person[];
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  spots = new SpotPicker(t);
  people = await insertPeople(t, 3);
});
afterAll(() => t.app.close());

const vote = (spotId: number, who: Person | null, headers?: Record<string, string>) =>
  send(t, 'POST', `/api/spots/${spotId}/votes`, who, undefined, headers);

describe('POST /api/spots/:id/votes', () => {
  it('adds one vote and answers the new count, which the spot then shows', async () => {
    const spot = spots.pick({ inZuerich: true, famed: false });
    const before = await spotCounts(t, spot.id);
    const res = await vote(spot.id, people[0]!);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ votes: before.vote_count + 1 });
    const after = await spotCounts(t, spot.id);
    expect(after.vote_count).toBe(after.votes);
    expect(after.votes).toBe(before.votes + 1);
    expect((await t.get(`/api/spots/${spot.id}`)).body.votes).toBe(before.vote_count + 1);
  });

  it('refuses a second vote of the same person with 409 already_voted and leaves the count alone', async () => {
    const spot = spots.pick({ inZuerich: false, famed: true });
    expect((await vote(spot.id, people[1]!)).statusCode).toBe(201);
    const before = await spotCounts(t, spot.id);
    const res = await vote(spot.id, people[1]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'already_voted' });
    expect(await spotCounts(t, spot.id)).toEqual(before);
  });

  it('refuses votes on a fixed spot with 409 spot_fixed', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false, fixed: true });
    const before = await spotCounts(t, spot.id);
    const res = await vote(spot.id, people[2]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'spot_fixed' });
    expect(await spotCounts(t, spot.id)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    const res = await vote(spot.id, null);
    expect(res.statusCode).toBe(401);
    expect((await spotCounts(t, spot.id)).vote_count).toBe(spot.voteCount);
  });

  it('answers 404 for an unknown spot, a deleted one and one of another platform', async () => {
    expect((await vote(99_999_999, people[0]!)).statusCode).toBe(404);
    const deleted = spots.pick({ inZuerich: false, famed: false });
    await softDelete(t, deleted.id);
    expect((await vote(deleted.id, people[0]!)).statusCode).toBe(404);
    const other = spots.pick({ inZuerich: false, famed: false });
    const res = await vote(other.id, people[0]!, { 'moveable-platform': 'walkable' });
    expect(res.statusCode).toBe(404);
    expect((await spotCounts(t, other.id)).vote_count).toBe(other.voteCount);
  });

  it('names the id when it is not a positive integer', async () => {
    const res = await vote('abc' as unknown as number, people[0]!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'id' });
  });
});
