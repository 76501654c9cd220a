// POST /api/spots/:id/categories: anyone signed in adds a category of the platform; one the spot
// has is a no-op; a temporary one starts the archive clock; at most five.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { createSpot, DAY_MS, derivedColumns, send, signInPeople, type People } from './write-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const add = (id: number, token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  send(t, 'POST', `/api/spots/${id}/categories`, { token, body, ...(headers ? { headers } : {}) });

describe('POST /api/spots/:id/categories', () => {
  it('anyone signed in adds a category: 200 SpotDetail, category_ids follows', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [3] });
    const res = await add(spot.id, people.tokens.neighbour, { categoryId: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: spot.id, categoryIds: [1, 3], archiveAt: null, author: { id: people.ids.user } });
    expect(res.body.categories.map((c: { id: number }) => c.id)).toEqual([1, 3]);
    expect((await derivedColumns(t, spot.id)).category_ids).toEqual([1, 3]);
  });

  it('a category the spot has is a no-op', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [3] });
    const res = await add(spot.id, people.tokens.neighbour, { categoryId: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(spot);
  });

  it('a temporary category sets the archive date 30 days after creation', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [3] });
    const res = await add(spot.id, people.tokens.neighbour, { categoryId: 12 });
    expect(Date.parse(res.body.archiveAt) - Date.parse(spot.createdAt)).toBe(30 * DAY_MS);
  });

  it('a sixth category is a 400 naming categoryId', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [1, 2, 3, 4, 5] });
    const res = await add(spot.id, people.tokens.user, { categoryId: 6 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'categoryId', code: 'too_many_categories' });
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body.categoryIds).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['unknown', { categoryId: 999 }],
    ["another platform's", { categoryId: 7 }],
    ['not an id', { categoryId: 'snow' }],
    ['missing', {}],
  ])('a category that is %s is a 400 naming categoryId', async (_name, body) => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [3] });
    const res = await add(spot.id, people.tokens.user, body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('categoryId');
    expect((await derivedColumns(t, spot.id)).category_ids).toEqual([3]);
  });

  it('401 anonymous; 404 for a deleted spot and on another platform', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [3] });
    expect((await add(spot.id, undefined, { categoryId: 1 })).status).toBe(401);
    expect((await add(spot.id, people.tokens.user, { categoryId: 3 }, { 'moveable-platform': 'walkable' })).status).toBe(404);
    await send(t, 'DELETE', `/api/spots/${spot.id}`, { token: people.tokens.user });
    expect((await add(spot.id, people.tokens.user, { categoryId: 1 })).status).toBe(404);
  });
});
