// DELETE /api/spots/:id: soft delete by author, moderator or admin; every read answers 404 and the
// list and the map stop counting the spot; anyone else changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { createSpot, derivedColumns, send, signInPeople, type People } from './write-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const remove = (id: number, token?: string, headers?: Record<string, string>) =>
  send(t, 'DELETE', `/api/spots/${id}`, { token, ...(headers ? { headers } : {}) });

describe('DELETE /api/spots/:id', () => {
  it('the author deletes: 204, then 404 everywhere, and the list and map count one less', async () => {
    const location = { lat: 47.3712, lng: 8.5333 };
    const bbox = '8.52,47.36,8.54,47.38';
    const list = async () => (await send(t, 'GET', `/api/spots?bbox=${bbox}&limit=500`)).body.items.map((s: { id: number }) => s.id);
    const map = async () => (await send(t, 'GET', `/api/map/clusters?bbox=${bbox}&zoom=12`)).body.total;
    const spot = await createSpot(t, people.tokens.user, { location });
    const [listBefore, mapBefore] = [await list(), await map()];
    expect(listBefore).toContain(spot.id);
    // Its sharing image (no cover yet: the platform's) is there until the spot goes.
    expect((await send(t, 'GET', `/api/spots/${spot.id}/share.jpg`)).status).toBe(302);

    const res = await remove(spot.id, people.tokens.user);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).status).toBe(404);
    expect((await send(t, 'GET', `/api/spots/${spot.id}/viewer`, { token: people.tokens.user })).status).toBe(404);
    expect((await send(t, 'GET', `/api/spots/${spot.id}/share.jpg`)).status).toBe(404);
    expect(await list()).toEqual(listBefore.filter((id: number) => id !== spot.id));
    expect(await map()).toBe(mapBefore - 1);
    // Soft: the row stays, marked.
    expect((await derivedColumns(t, spot.id)).deleted_at).toBeInstanceOf(Date);
    // Twice is a 404: there is nothing left to delete.
    expect((await remove(spot.id, people.tokens.user)).status).toBe(404);
  });

  it.each(['moderator', 'admin'] as const)('a %s may delete any spot', async (person) => {
    const spot = await createSpot(t, people.tokens.user);
    expect((await remove(spot.id, people.tokens[person])).status).toBe(204);
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).status).toBe(404);
  });

  it.each(['neighbour', 'organisationMember'] as const)('another person (%s) may not: 403 and the spot stays', async (person) => {
    const spot = await createSpot(t, people.tokens.user);
    const res = await remove(spot.id, people.tokens[person]);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).status).toBe(200);
  });

  it('anonymous: 401 and the spot stays', async () => {
    const spot = await createSpot(t, people.tokens.user);
    expect((await remove(spot.id)).status).toBe(401);
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).status).toBe(200);
  });

  it('404 on another platform and for an unknown id; 400 naming id for a bad one', async () => {
    const spot = await createSpot(t, people.tokens.user);
    expect((await remove(spot.id, people.tokens.admin, { 'moveable-platform': 'accessable' })).status).toBe(404);
    expect((await remove(99_999_999, people.tokens.admin)).status).toBe(404);
    const bad = await remove('abc' as unknown as number, people.tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).status).toBe(200);
  });
});
