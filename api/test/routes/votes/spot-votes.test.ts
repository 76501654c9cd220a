// POST and DELETE /api/spots/:id/votes: one vote per person, withdrawn only by that person, no
// change on a fixed spot, counter equal to the rows.
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

const withdraw = (spotId: number, who: Person | null, headers?: Record<string, string>) =>
  send(t, 'DELETE', `/api/spots/${spotId}/votes`, who, undefined, headers);

describe('DELETE /api/spots/:id/votes', () => {
  it("takes back one's own vote and answers the new count; voting again afterwards counts again", async () => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    const before = await spotCounts(t, spot.id);
    expect((await vote(spot.id, people[0]!)).statusCode).toBe(201);
    const res = await withdraw(spot.id, people[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ votes: before.vote_count });
    const after = await spotCounts(t, spot.id);
    expect(after).toEqual(before);
    expect((await t.get(`/api/spots/${spot.id}`)).body.votes).toBe(before.vote_count);
    expect((await send(t, 'GET', `/api/spots/${spot.id}/viewer`, people[0]!)).json()).toMatchObject({ voted: false });

    expect((await vote(spot.id, people[0]!)).json()).toEqual({ votes: before.vote_count + 1 });
    expect((await spotCounts(t, spot.id)).votes).toBe(before.votes + 1);
  });

  it("withdraws only the caller's vote: another person's vote stays, and the caller without one gets 409 not_voted", async () => {
    const spot = spots.pick({ inZuerich: false, famed: true });
    expect((await vote(spot.id, people[1]!)).statusCode).toBe(201);
    const before = await spotCounts(t, spot.id);
    const res = await withdraw(spot.id, people[2]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'not_voted' });
    expect(await spotCounts(t, spot.id)).toEqual(before);
    expect((await send(t, 'GET', `/api/spots/${spot.id}/viewer`, people[1]!)).json()).toMatchObject({ voted: true });
  });

  it('a second withdrawal is 409 not_voted and leaves the count alone', async () => {
    const spot = spots.pick({ inZuerich: true, famed: false });
    expect((await vote(spot.id, people[1]!)).statusCode).toBe(201);
    expect((await withdraw(spot.id, people[1]!)).statusCode).toBe(200);
    const before = await spotCounts(t, spot.id);
    const again = await withdraw(spot.id, people[1]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'not_voted' });
    expect(await spotCounts(t, spot.id)).toEqual(before);
  });

  it('refuses on a fixed spot with 409 spot_fixed: the vote that helped stays counted', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    expect((await vote(spot.id, people[2]!)).statusCode).toBe(201);
    await t.db.kysely.updateTable('spots').set({ fixed: true, fixed_at: new Date() }).where('id', '=', spot.id).execute();
    const before = await spotCounts(t, spot.id);
    const res = await withdraw(spot.id, people[2]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'spot_fixed' });
    expect(await spotCounts(t, spot.id)).toEqual(before);
  });

  it('the account export lists only the votes not withdrawn, and deleting the account afterwards keeps every count exact', async () => {
    const [person] = await insertPeople(t, 1);
    const kept = spots.pick({ inZuerich: true, famed: true });
    const withdrawn = spots.pick({ inZuerich: false, famed: true });
    expect((await vote(kept.id, person!)).statusCode).toBe(201);
    expect((await vote(withdrawn.id, person!)).statusCode).toBe(201);
    expect((await withdraw(withdrawn.id, person!)).statusCode).toBe(200);

    const exported = await send(t, 'GET', '/api/users/me/export', person!);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().votes.map((v: { spotId: number }) => v.spotId)).toEqual([kept.id]);

    const before = { kept: await spotCounts(t, kept.id), withdrawn: await spotCounts(t, withdrawn.id) };
    expect((await send(t, 'DELETE', '/api/users/me', person!, { spots: 'delete' })).statusCode).toBe(204);
    const after = { kept: await spotCounts(t, kept.id), withdrawn: await spotCounts(t, withdrawn.id) };
    expect(after.kept).toMatchObject({ votes: before.kept.votes - 1, vote_count: before.kept.vote_count - 1 });
    expect(after.withdrawn).toEqual(before.withdrawn);
    await t.app.background.idle();
  });

  it('answers 401 without a token, 404 for unknown, deleted and other-platform spots, 400 naming a bad id', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    expect((await vote(spot.id, people[0]!)).statusCode).toBe(201);
    expect((await withdraw(spot.id, null)).statusCode).toBe(401);
    expect((await withdraw(99_999_999, people[0]!)).statusCode).toBe(404);
    expect((await withdraw(spot.id, people[0]!, { 'moveable-platform': 'walkable' })).statusCode).toBe(404);
    const bad = await withdraw('abc' as unknown as number, people[0]!);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
    expect((await spotCounts(t, spot.id)).vote_count).toBe(spot.voteCount + 1);
    await softDelete(t, spot.id);
    expect((await withdraw(spot.id, people[0]!)).statusCode).toBe(404);
  });
});
