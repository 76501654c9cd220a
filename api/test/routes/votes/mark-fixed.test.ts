// POST /api/spots/:id/fixed: members of a responsible organisation, moderators and admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { send, signInDemo, softDelete, SpotPicker, type DemoPerson, type Person } from './fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
let demo: Record<DemoPerson, Person>;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  spots = new SpotPicker(t);
  demo = await signInDemo(t);
});
afterAll(() => t.app.close());

const markFixed = (spotId: number, who: Person | null, headers?: Record<string, string>) =>
  send(t, 'POST', `/api/spots/${spotId}/fixed`, who, undefined, headers);
const fixedState = (spotId: number) =>
  t.db.kysely.selectFrom('spots').select(['fixed', 'fixed_at']).where('id', '=', spotId).executeTakeFirstOrThrow();

describe('POST /api/spots/:id/fixed', () => {
  it('lets a member of the responsible organisation fix a shame spot, and again without changing it', async () => {
    const spot = spots.pick({ inZuerich: true, famed: false });
    const res = await markFixed(spot.id, demo.organisationAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: spot.id, fixed: true, title: spot.title });
    const first = await fixedState(spot.id);
    expect(first.fixed).toBe(true);

    const again = await markFixed(spot.id, demo.organisationAdmin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: spot.id, fixed: true });
    expect((await fixedState(spot.id)).fixed_at).toEqual(first.fixed_at);
  });

  it.each(['moderator', 'admin'] as const)('lets a %s fix any shame spot', async (role) => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    const res = await markFixed(spot.id, demo[role]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fixed: true });
    expect((await fixedState(spot.id)).fixed).toBe(true);
  });

  it('refuses a plain user, and an organisation member on a spot outside its regions, with 403 forbidden', async () => {
    const inside = spots.pick({ inZuerich: true, famed: false });
    const user = await markFixed(inside.id, demo.user);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 'forbidden' });
    const outside = spots.pick({ inZuerich: false, famed: false });
    const member = await markFixed(outside.id, demo.organisationAdmin);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'forbidden' });
    expect((await fixedState(inside.id)).fixed).toBe(false);
    expect((await fixedState(outside.id)).fixed).toBe(false);
  });

  it('refuses a fame spot with 409 not_shame', async () => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    const res = await markFixed(spot.id, demo.organisationAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'not_shame' });
    expect((await fixedState(spot.id)).fixed).toBe(false);
  });

  it('answers 401 without a token and 404 for unknown, deleted and other-platform spots', async () => {
    const spot = spots.pick({ inZuerich: true, famed: false });
    expect((await markFixed(spot.id, null)).statusCode).toBe(401);
    expect((await markFixed(99_999_999, demo.admin)).statusCode).toBe(404);
    expect((await markFixed(spot.id, demo.admin, { 'moveable-platform': 'walkable' })).statusCode).toBe(404);
    await softDelete(t, spot.id);
    expect((await markFixed(spot.id, demo.admin)).statusCode).toBe(404);
    expect((await fixedState(spot.id)).fixed).toBe(false);
  });
});
