// The regions for platform administrators: list, create with a GeoJSON outline, edit, replace the
// outline from a file (Feature, FeatureCollection, Polygon, MultiPolygon); the spots inside are
// reassigned in the same transaction (the triggers only add on insert); each write is audited.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';

let t: TestApp;
let actors: Actors;
let spot: { id: number; lng: number; lat: number };

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
  const row = await t.db.kysely
    .selectFrom('spots')
    .select(['id', sql<number>`location[0]`.as('lng'), sql<number>`location[1]`.as('lat')])
    .where('platform', '=', 'bikeable')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  spot = { id: Number(row.id), lng: Number(row.lng), lat: Number(row.lat) };
});
afterAll(() => t.app.close());

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown, actor: Actor = 'admin') =>
  t.app.inject({ method, url: `/api${url}`, headers: actors.headers(actor), ...(payload === undefined ? {} : { payload: payload as object }) });

const square = (lng: number, lat: number, half = 0.002) => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];
const polygonAround = (lng: number, lat: number) => ({ type: 'Polygon', coordinates: [square(lng, lat)] });

let counter = 0;
const newRegion = (geometry: unknown = polygonAround(spot.lng + 2, spot.lat)) => {
  counter += 1;
  return { slug: `test-region-${counter}`, name: `Testgebiet ${counter}`, country: 'ch', platform: 'bikeable', geometry };
};

const regionIdsOf = async (spotId: number) =>
  (await t.db.kysely.selectFrom('spots').select('region_ids').where('id', '=', spotId).executeTakeFirstOrThrow()).region_ids;

describe('the authorization matrix: platform administrators only', () => {
  it('GET /admin/regions', async () => {
    await expectOnlyAllowed(['admin'], (actor) => send('GET', '/admin/regions', undefined, actor));
  });
  it('POST /admin/regions', async () => {
    await expectOnlyAllowed(['admin'], (actor) => send('POST', '/admin/regions', newRegion(), actor));
  });
  it('PATCH /admin/regions/:id', async () => {
    const { id } = (await send('POST', '/admin/regions', newRegion())).json();
    await expectOnlyAllowed(['admin'], (actor) => send('PATCH', `/admin/regions/${id}`, { name: `By ${actor}` }, actor));
  });
  it('PUT /admin/regions/:id/shapes', async () => {
    const { id } = (await send('POST', '/admin/regions', newRegion())).json();
    await expectOnlyAllowed(['admin'], (actor) => send('PUT', `/admin/regions/${id}/shapes`, { geometry: polygonAround(9, 47) }, actor));
  });
});

describe('regions', () => {
  it('lists the platform regions with their shapes, not the regions drawn for an organisation', async () => {
    const res = await send('GET', '/admin/regions');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), shapeCount: expect.any(Number) });
    expect(items.every((r: { platform: string | null }) => r.platform === null || r.platform === 'bikeable')).toBe(true);
  });

  it('creates a region whose outline takes in the spots inside at once, with an audit line', async () => {
    const res = await send(
      'POST',
      '/admin/regions',
      newRegion({ type: 'Feature', properties: { name: 'x' }, geometry: polygonAround(spot.lng, spot.lat) }),
    );
    expect(res.statusCode).toBe(201);
    const region = res.json();
    expect(region).toMatchObject({ platform: 'bikeable', country: 'ch', shapeCount: 1 });
    expect(region.spotCount).toBeGreaterThanOrEqual(1);
    expect(region.bbox[0]).toBeCloseTo(spot.lng - 0.002, 6);
    expect(await regionIdsOf(spot.id)).toContain(region.id);
    const audit = await t.db.kysely
      .selectFrom('admin_audit')
      .select(['action', 'actor_id'])
      .where('subject_type', '=', 'region')
      .where('subject_id', '=', region.id)
      .execute();
    expect(audit).toEqual([{ action: 'region.create', actor_id: expect.any(Number) }]);
  });

  it('replacing the outline moves the spots out and in, in one go', async () => {
    const { id } = (await send('POST', '/admin/regions', newRegion({ type: 'Polygon', coordinates: [square(spot.lng, spot.lat)] }))).json();
    expect(await regionIdsOf(spot.id)).toContain(id);

    const away = await send('PUT', `/admin/regions/${id}/shapes`, {
      geometry: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: polygonAround(spot.lng + 1, spot.lat) },
          { type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [[square(spot.lng - 1, spot.lat)], [square(spot.lng, spot.lat + 1)]] } },
        ],
      },
    });
    expect(away.statusCode).toBe(200);
    expect(away.json()).toMatchObject({ id, shapeCount: 3, spotCount: 0 });
    expect(await regionIdsOf(spot.id)).not.toContain(id);

    // Positions with an altitude, and a hole that is dropped.
    const back = await send('PUT', `/admin/regions/${id}/shapes`, {
      geometry: { type: 'Polygon', coordinates: [square(spot.lng, spot.lat).map(([x, y]) => [x, y, 420]), square(spot.lng, spot.lat, 0.0001)] },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ shapeCount: 1 });
    expect(await regionIdsOf(spot.id)).toContain(id);
    const actions = await t.db.kysely
      .selectFrom('admin_audit')
      .select('action')
      .where('subject_type', '=', 'region')
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['region.create', 'region.shapes', 'region.shapes']);
  });

  it('edits name, slug and platform; a taken slug is a 409 on slug', async () => {
    const a = (await send('POST', '/admin/regions', newRegion())).json();
    const b = (await send('POST', '/admin/regions', newRegion())).json();
    const renamed = await send('PATCH', `/admin/regions/${a.id}`, { name: 'Neuer Name', platform: null });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Neuer Name', platform: null, slug: a.slug });
    const taken = await send('PATCH', `/admin/regions/${a.id}`, { slug: b.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'slug', code: 'slug_taken' });
    const dup = await send('POST', '/admin/regions', { ...newRegion(), slug: b.slug });
    expect(dup.statusCode).toBe(409);
  });

  it('refuses a country the platform has no site for, naming it', async () => {
    const res = await send('POST', '/admin/regions', { ...newRegion(), country: 'zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('country');
  });

  it('refuses a bad file with the position named, and keeps the old outline', async () => {
    const { id } = (await send('POST', '/admin/regions', newRegion())).json();
    const open = await send('PUT', `/admin/regions/${id}/shapes`, {
      geometry: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [8, 47],
                  [8.1, 47],
                  [8.1, 47.1],
                  [8, 47.1],
                ],
              ],
            },
          },
        ],
      },
    });
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({ field: 'geometry.features.0.geometry.coordinates.0.3', code: 'ring_not_closed' });
    const point = await send('PUT', `/admin/regions/${id}/shapes`, { geometry: { type: 'Point', coordinates: [8, 47] } });
    expect(point.statusCode).toBe(400);
    expect(point.json().field).toMatch(/^geometry/);
    const list = (await send('GET', '/admin/regions')).json().items;
    expect(list.find((r: { id: number }) => r.id === id).shapeCount).toBe(1);
  });

  it('refuses a file over the size limit with 413', async () => {
    const { id } = (await send('POST', '/admin/regions', newRegion())).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/regions/${id}/shapes`,
      headers: { ...actors.headers('admin'), 'content-type': 'application/json' },
      payload: JSON.stringify({ geometry: polygonAround(8, 47), padding: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('404 for a region drawn for an organisation or unknown', async () => {
    expect((await send('PATCH', '/admin/regions/999999', { name: 'x' })).statusCode).toBe(404);
  });
});
