// The inputs that once reached PostgreSQL and answered 500 (issue 10): integers beyond int4, NUL,
// lone surrogates, year 0. Each is now a 400 in the one error shape, naming the field, and writes
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../helpers/auth.ts';

let t: TestApp;
let admin: string;
let spotId: number;
let zuerich: number;
let commentId: number;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = (await signIn(t, DEMO_ACCOUNTS.admin.email)).accessToken;
  const spot = t.data.spots.find((s) => s.platform === 'bikeable' && s.country === 'ch' && !s.archived)!;
  spotId = spot.id;
  zuerich = t.data.organisations.find((o) => o.slug === 'zuerich')!.id;
  commentId = t.data.comments.find((c) => c.spotId === spotId && c.parentId === null)?.id ?? t.data.comments[0]!.id;
});
afterAll(() => t.app.close());

const TOO_BIG = 2147483648;

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: bearer(admin), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() };
}

function expectRefused(res: { status: number; body: Record<string, unknown> }, field: string, code = 'invalid_input') {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code, field });
  expect(res.body['message']).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
}

describe('integers beyond the int4 columns', () => {
  it.each([
    ['/api/regions/2147483648', 'id'],
    ['/api/spots?regionId=2147483648', 'regionId'],
    ['/api/map/clusters?bbox=8.4,47.3,8.6,47.4&zoom=12&regionId=2147483648', 'regionId'],
    ['/api/spots.geojson?regionId=2147483648', 'regionId'],
  ])('GET %s → 400 naming %s', async (url, field) => {
    expectRefused(await send('GET', url), field);
  });

  it('int4 ids at the limit are fine: not found, or an empty list', async () => {
    expect((await send('GET', '/api/regions/2147483647')).status).toBe(404);
    expect((await send('GET', '/api/spots?regionId=2147483647')).body.items).toEqual([]);
  });

  it('bigint ids (spots) go further, up to the largest exact JavaScript integer', async () => {
    expect((await send('GET', `/api/spots/${TOO_BIG}`)).status).toBe(404);
    expect((await send('GET', '/api/spots/9007199254740991')).status).toBe(404);
    expectRefused(await send('GET', '/api/spots/9007199254740992'), 'id');
  });

  const spot = { title: 'Big ids', famed: true, location: { lat: 47.3769, lng: 8.5417 } };
  it.each([
    { method: 'POST', url: '/api/spots', payload: { ...spot, categoryIds: [TOO_BIG] }, field: 'categoryIds.0' },
    { method: 'PATCH', url: '/api/spots/:id', payload: { categoryIds: [1, TOO_BIG] }, field: 'categoryIds.1' },
    { method: 'POST', url: '/api/spots/:id/categories', payload: { categoryId: TOO_BIG }, field: 'categoryId' },
    {
      method: 'POST',
      url: '/api/spots/:id/official-answers',
      payload: { organisationId: TOO_BIG, status: 'acknowledged', text: 'x' },
      field: 'organisationId',
    },
  ] as const)('$method $url with an id of 2^31 → 400 naming $field', async ({ method, url, payload, field }) => {
    expectRefused(await send(method, url.replace(':id', String(spotId)), payload), field);
  });
});

describe('NUL characters', () => {
  it('GET /api/users/%00 → 400 naming nameOrOldId', async () => {
    expectRefused(await send('GET', '/api/users/%00'), 'nameOrOldId', 'invalid_text');
  });

  it('PATCH /api/users/me with a NUL in the bio → 400 naming bio, nothing stored', async () => {
    const before = await t.db.kysely.selectFrom('users').select('bio').where('id', '=', DEMO_ACCOUNTS.admin.id).executeTakeFirstOrThrow();
    expectRefused(await send('PATCH', '/api/users/me', { bio: 'a\u0000b' }), 'bio', 'invalid_text');
    const after = await t.db.kysely.selectFrom('users').select('bio').where('id', '=', DEMO_ACCOUNTS.admin.id).executeTakeFirstOrThrow();
    expect(after.bio).toBe(before.bio);
  });

  it('a NUL in a query parameter → 400 naming it', async () => {
    expectRefused(await send('GET', '/api/spots?cursor=a%00b'), 'cursor', 'invalid_text');
  });
});

describe('lone surrogates (no UTF-8 for them, PostgreSQL refuses)', () => {
  const lone = 'a\udc15\udc2eb';
  it.each([
    { method: 'POST', url: '/api/spots/:id/comments', payload: { body: lone }, field: 'body' },
    { method: 'PATCH', url: '/api/comments/:comment', payload: { body: lone }, field: 'body' },
    { method: 'POST', url: '/api/spots', payload: { title: lone, famed: true, location: { lat: 47.3769, lng: 8.5417 } }, field: 'title' },
    { method: 'PATCH', url: '/api/spots/:id', payload: { address: { street: `x${lone}` } }, field: 'address.street' },
    { method: 'PATCH', url: '/api/users/me', payload: { bio: lone }, field: 'bio' },
    { method: 'POST', url: '/api/spots/:id/reports', payload: { reason: lone }, field: 'reason' },
    { method: 'POST', url: '/api/spots/:id/official-answers', payload: { organisationId: 1, status: 'acknowledged', text: '\ud800' }, field: 'text' },
  ] as const)('$method $url → 400 naming $field', async ({ method, url, payload, field }) => {
    const path = url.replace(':id', String(spotId)).replace(':comment', String(commentId));
    expectRefused(await send(method, path, payload), field, 'invalid_text');
  });

  it('a surrogate pair (an emoji) is text like any other', async () => {
    const res = await send('PATCH', '/api/users/me', { bio: 'Velo 🚲 fahren' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.bio).toBe('Velo 🚲 fahren');
  });
});

describe('dates from 1900 to 2199', () => {
  const planned = (plannedFor: string) =>
    send('POST', `/api/spots/${spotId}/official-answers`, { organisationId: zuerich, status: 'planned', text: 'Geplant', plannedFor });

  it.each(['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])('plannedFor %s → 400 naming plannedFor', async (date) => {
    expectRefused(await planned(date), 'plannedFor');
  });

  it.each(['begin=0000-01-01', 'end=0000-01-01T00:00:00Z', 'begin=9999-12-31T23:59:59%2B14:00'])('GET /api/spots?%s → 400', async (query) => {
    expectRefused(await send('GET', `/api/spots?${query}`), query.split('=')[0]!);
  });

  it('the ends of the range are fine', async () => {
    expect((await send('GET', '/api/spots?begin=1900-01-01&end=2199-12-31')).status).toBe(200);
  });
});

describe('coordinates too small for PostgreSQL geometry', () => {
  // 1e-323 made the products inside the map grid and earthdistance underflow: a 500 (found by the fuzz test).
  it('POST /api/spots at lng 1.5e-323 stores the spot at 0', async () => {
    const res = await send('POST', '/api/spots', { title: 'Tiny', famed: false, location: { lat: 47, lng: 1.5e-323 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.location).toEqual({ lat: 47, lng: 0 });
  });

  it('coordinates keep 9 decimal places', async () => {
    const res = await send('POST', '/api/spots', { title: 'Precise', famed: true, location: { lat: 47.3769123456789, lng: 8.5417 } });
    expect(res.body.location).toEqual({ lat: 47.376912346, lng: 8.5417 });
  });

  it.each([
    '/api/spots?sort=distance&near=47.3,0.' + '0'.repeat(320) + '1',
    '/api/spots?bbox=0.' + '0'.repeat(320) + '1,47,8,48',
    '/api/spots/nearby?lat=47.000000000000001&lng=0.000000000000001',
  ])('GET %s answers', async (url) => {
    expect((await send('GET', url)).status).toBe(200);
  });
});
