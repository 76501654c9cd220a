// POST /api/spots/:id/fix-proposals: three distinct people (the author included) fix a shame spot.
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
  people = await insertPeople(t, 4);
});
afterAll(() => t.app.close());

const propose = (spotId: number, who: Person | null, headers?: Record<string, string>) =>
  send(t, 'POST', `/api/spots/${spotId}/fix-proposals`, who, undefined, headers);

async function fixedAt(spotId: number) {
  return await t.db.kysely.selectFrom('spots').select(['fixed', 'fixed_at']).where('id', '=', spotId).executeTakeFirstOrThrow();
}

describe('POST /api/spots/:id/fix-proposals', () => {
  it('counts distinct proposals; the third (the author included) fixes the spot', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    // The author is one of the three.
    await t.db.kysely.updateTable('spots').set({ author_id: people[0]!.userId }).where('id', '=', spot.id).execute();

    const first = await propose(spot.id, people[0]!);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ fixProposals: 1, fixProposalsNeeded: 3, fixed: false });
    expect((await propose(spot.id, people[1]!)).json()).toEqual({ fixProposals: 2, fixProposalsNeeded: 3, fixed: false });
    expect((await fixedAt(spot.id)).fixed).toBe(false);

    const third = await propose(spot.id, people[2]!);
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual({ fixProposals: 3, fixProposalsNeeded: 3, fixed: true });
    const state = await fixedAt(spot.id);
    expect(state.fixed).toBe(true);
    expect(state.fixed_at).toBeInstanceOf(Date);
    expect((await t.get(`/api/spots/${spot.id}`)).body.fixed).toBe(true);

    const late = await propose(spot.id, people[3]!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'spot_fixed' });
    const counts = await spotCounts(t, spot.id);
    expect(counts.proposals).toBe(3);
    // A fixed spot takes no more votes either.
    expect((await send(t, 'POST', `/api/spots/${spot.id}/votes`, people[3]!)).json()).toMatchObject({ code: 'spot_fixed' });
  });

  it('refuses a second proposal of the same person with 409 already_proposed', async () => {
    const spot = spots.pick({ inZuerich: true, famed: false });
    expect((await propose(spot.id, people[0]!)).statusCode).toBe(201);
    const res = await propose(spot.id, people[0]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'already_proposed' });
    expect((await spotCounts(t, spot.id)).proposals).toBe(1);
  });

  it('refuses proposals on a fame spot with 409 not_shame and on a fixed spot with 409 spot_fixed', async () => {
    const fame = spots.pick({ inZuerich: false, famed: true });
    const notShame = await propose(fame.id, people[0]!);
    expect(notShame.statusCode).toBe(409);
    expect(notShame.json()).toMatchObject({ code: 'not_shame' });
    const fixed = spots.pick({ inZuerich: false, famed: false, fixed: true });
    expect((await propose(fixed.id, people[0]!)).json()).toMatchObject({ statusCode: 409, code: 'spot_fixed' });
    expect((await spotCounts(t, fame.id)).proposals + (await spotCounts(t, fixed.id)).proposals).toBe(0);
  });

  it('answers 401 without a token and 404 for unknown, deleted and other-platform spots', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    expect((await propose(spot.id, null)).statusCode).toBe(401);
    expect((await propose(99_999_999, people[0]!)).statusCode).toBe(404);
    expect((await propose(spot.id, people[0]!, { 'moveable-platform': 'accessable' })).statusCode).toBe(404);
    await softDelete(t, spot.id);
    expect((await propose(spot.id, people[0]!)).statusCode).toBe(404);
    expect((await spotCounts(t, spot.id)).proposals).toBe(0);
  });
});
