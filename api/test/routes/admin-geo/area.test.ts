// GET and PUT /organisations/:slug/area: the organisation's administrators and the platform's set
// its area as regions or as a drawn outline (the matrix); a drawn outline is a region of its own
// that the triggers fill with the spots inside, so the organisation answers them officially;
// choosing regions again removes it; bad outlines are refused with the position named.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';

let t: TestApp;
let actors: Actors;
let zuerichId: number;
let zuerichRegions: number[];

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
  const row = await t.db.kysely
    .selectFrom('organisations')
    .select('id')
    .where('platform', '=', 'bikeable')
    .where('slug', '=', 'zuerich')
    .executeTakeFirstOrThrow();
  zuerichId = row.id;
  zuerichRegions = (
    await t.db.kysely.selectFrom('organisation_regions').select('region_id').where('organisation_id', '=', zuerichId).orderBy('region_id').execute()
  ).map((r) => r.region_id);
});
afterAll(() => t.app.close());

const getArea = (actor: Actor = 'admin', slug = 'zuerich') =>
  t.app.inject({ method: 'GET', url: `/api/organisations/${slug}/area`, headers: actors.headers(actor) });
const putArea = (payload: unknown, actor: Actor = 'admin', slug = 'zuerich') =>
  t.app.inject({ method: 'PUT', url: `/api/organisations/${slug}/area`, headers: actors.headers(actor), payload: payload as object });

/** A closed square ring of `half` degrees around a point. */
const square = (lng: number, lat: number, half = 0.001) => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];

/** A bikeable spot outside every region of Zürich's area, with no official answer yet. */
async function spotOutsideZuerich() {
  const row = await t.db.kysely
    .selectFrom('spots as s')
    .select(['s.id', sql<number>`s.location[0]`.as('lng'), sql<number>`s.location[1]`.as('lat')])
    .where('s.platform', '=', 'bikeable')
    .where('s.deleted_at', 'is', null)
    .where('s.archived', '=', false)
    .where(sql<boolean>`NOT (s.region_ids && ${sql.val(zuerichRegions)}::int[])`)
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM official_answers oa WHERE oa.spot_id = s.id)`)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), lng: Number(row.lng), lat: Number(row.lat) };
}

describe('the authorization matrix', () => {
  it('GET: the organisation admin of zuerich and platform admins only', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => getArea(actor));
  });

  it('PUT: the organisation admin of zuerich and platform admins only', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => putArea({ regionIds: zuerichRegions }, actor));
  });
});

describe('an area of regions', () => {
  it('answers the chosen regions with their outline and the spots inside', async () => {
    const res = await getArea();
    expect(res.statusCode).toBe(200);
    const area = res.json();
    expect(area.mode).toBe('regions');
    expect(area.regions.map((r: { id: number }) => r.id)).toEqual(zuerichRegions);
    expect(area.polygon).toBeNull();
    expect(area.outline.coordinates.length).toBeGreaterThan(0);
    const [firstRing] = area.outline.coordinates[0];
    expect(firstRing[0]).toEqual(firstRing[firstRing.length - 1]);
    expect(area.spotCount).toBeGreaterThan(0);
  });

  it("refuses a region of no platform or another organisation's drawn one, naming its index", async () => {
    const res = await putArea({ regionIds: [zuerichRegions[0], 999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'regionIds.1', code: 'unknown_region' });
  });

  it('needs exactly one of regionIds and polygon', async () => {
    const neither = await putArea({});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().field).toBe('regionIds');
    const both = await putArea({ regionIds: [], polygon: { type: 'Polygon', coordinates: [square(8.5, 47.4)] } });
    expect(both.statusCode).toBe(400);
  });

  it('404 for an organisation the platform does not have', async () => {
    expect((await putArea({ regionIds: [] }, 'admin', 'no-such-town')).statusCode).toBe(404);
  });
});

describe('a drawn area', () => {
  it('becomes a region of its own: the spots inside get it, the organisation answers them, choosing regions again removes it', async () => {
    const spot = await spotOutsideZuerich();
    const answer = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/spots/${spot.id}/official-answers`,
        headers: actors.headers('organisationAdmin'),
        payload: { organisationId: zuerichId, status: 'acknowledged', text: 'Gesehen.' },
      });
    expect((await answer()).statusCode).toBe(403);

    const put = await putArea({ polygon: { type: 'Polygon', coordinates: [square(spot.lng, spot.lat)] } }, 'organisationAdmin');
    expect(put.statusCode).toBe(200);
    const area = put.json();
    expect(area).toMatchObject({ mode: 'polygon', regions: [] });
    expect(area.polygon.coordinates).toEqual([[square(spot.lng, spot.lat)]]);
    expect(area.spotCount).toBeGreaterThanOrEqual(1);

    const own = await t.db.kysely.selectFrom('regions').selectAll().where('owner_organisation_id', '=', zuerichId).executeTakeFirstOrThrow();
    expect(own).toMatchObject({ slug: 'org-bikeable-zuerich', country: 'ch', platform: 'bikeable' });
    const stored = await t.db.kysely.selectFrom('spots').select('region_ids').where('id', '=', spot.id).executeTakeFirstOrThrow();
    expect(stored.region_ids).toContain(own.id);
    // Not a place to filter by: the public list leaves it out.
    const listed = await t.get('/api/regions', { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' });
    expect(listed.body.items.map((r: { id: number }) => r.id)).not.toContain(own.id);

    expect((await answer()).statusCode).toBe(201);

    // Drawn again elsewhere: the same region, the spot leaves it.
    const moved = await putArea({ polygon: { type: 'Polygon', coordinates: [square(spot.lng + 1, spot.lat)] } });
    expect(moved.statusCode).toBe(200);
    const after = await t.db.kysely.selectFrom('spots').select('region_ids').where('id', '=', spot.id).executeTakeFirstOrThrow();
    expect(after.region_ids).not.toContain(own.id);
    expect((await t.db.kysely.selectFrom('regions').select('id').where('owner_organisation_id', '=', zuerichId).executeTakeFirstOrThrow()).id).toBe(
      own.id,
    );

    const back = await putArea({ regionIds: zuerichRegions });
    expect(back.json().mode).toBe('regions');
    expect(await t.db.kysely.selectFrom('regions').select('id').where('id', '=', own.id).executeTakeFirst()).toBeUndefined();

    const lines = await t.db.kysely
      .selectFrom('admin_audit')
      .select(['action', 'actor_id', 'after'])
      .where('subject_type', '=', 'organisation')
      .where('subject_id', '=', zuerichId)
      .where('action', '=', 'organisation.area')
      .orderBy('id')
      .execute();
    expect(lines.map((l) => (l.after as { mode: string }).mode).slice(-3)).toEqual(['polygon', 'polygon', 'regions']);
  });

  it("PATCH /organisations/:slug takes no other organisation's drawn area as a region", async () => {
    const spot = await spotOutsideZuerich();
    expect((await putArea({ polygon: { type: 'Polygon', coordinates: [square(spot.lng, spot.lat)] } })).statusCode).toBe(200);
    const drawn = await t.db.kysely.selectFrom('regions').select('id').where('owner_organisation_id', '=', zuerichId).executeTakeFirstOrThrow();
    const basel = await t.app.inject({
      method: 'PATCH',
      url: '/api/organisations/basel',
      headers: actors.headers('admin'),
      payload: { regionIds: [drawn.id] },
    });
    expect(basel.statusCode).toBe(400);
    expect(basel.json()).toMatchObject({ field: 'regionIds.0', code: 'unknown_region' });
    // its own drawn area stays choosable for the organisation itself
    const own = await t.app.inject({
      method: 'PATCH',
      url: '/api/organisations/zuerich',
      headers: actors.headers('admin'),
      payload: { regionIds: [drawn.id, ...zuerichRegions] },
    });
    expect(own.statusCode).toBe(200);
    expect((await putArea({ regionIds: zuerichRegions })).statusCode).toBe(200);
  });

  it('the partner map shows the new outline at once', async () => {
    const spot = await spotOutsideZuerich();
    const ring = square(spot.lng, spot.lat, 0.01);
    expect((await putArea({ polygon: { type: 'MultiPolygon', coordinates: [[ring]] } })).statusCode).toBe(200);
    const areas = await t.get('/api/organisations/areas?country=ch', { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' });
    const feature = areas.body.features.find((f: { id: string }) => f.id === 'zuerich');
    expect(feature.bbox[0]).toBeCloseTo(spot.lng - 0.01, 4);
    expect((await putArea({ regionIds: zuerichRegions })).statusCode).toBe(200);
  });
});

describe('a bad outline is refused with the position named', () => {
  const cases: [string, unknown, string, string][] = [
    [
      'too few positions',
      {
        type: 'Polygon',
        coordinates: [
          [
            [8, 47],
            [8.1, 47],
            [8, 47],
          ],
        ],
      },
      'polygon.coordinates.0',
      'ring_too_short',
    ],
    [
      'not closed',
      {
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
      'polygon.coordinates.0.3',
      'ring_not_closed',
    ],
    [
      'latitude out of range',
      {
        type: 'Polygon',
        coordinates: [
          [
            [8, 47],
            [8.1, 95],
            [8.1, 47.1],
            [8, 47],
          ],
        ],
      },
      'polygon.coordinates.0.1.1',
      'position_out_of_range',
    ],
    [
      'crossing itself (a bow tie)',
      {
        type: 'Polygon',
        coordinates: [
          [
            [8, 47],
            [8.1, 47.1],
            [8.1, 47],
            [8, 47.1],
            [8, 47],
          ],
        ],
      },
      'polygon.coordinates.0.0',
      'ring_self_intersecting',
    ],
    [
      'no area (a line there and back)',
      {
        type: 'Polygon',
        coordinates: [
          [
            [8, 47],
            [8.1, 47],
            [8.2, 47],
            [8, 47],
          ],
        ],
      },
      'polygon.coordinates.0',
      'ring_without_area',
    ],
    ['a hole', { type: 'Polygon', coordinates: [square(8, 47, 0.1), square(8, 47, 0.01)] }, 'polygon.coordinates', 'invalid_input'],
    [
      'a line',
      {
        type: 'LineString',
        coordinates: [
          [8, 47],
          [8.1, 47],
        ],
      },
      'polygon.type',
      'invalid_input',
    ],
  ];
  it.each(cases)('%s', async (_name, polygon, field, code) => {
    const res = await putArea({ polygon });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, code });
  });

  it('too many positions', async () => {
    const ring = Array.from({ length: 2100 }, (_, i) => [8 + Math.cos((i / 2100) * 2 * Math.PI) / 10, 47 + Math.sin((i / 2100) * 2 * Math.PI) / 10]);
    ring.push(ring[0]!);
    const res = await putArea({ polygon: { type: 'Polygon', coordinates: [ring] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'polygon.coordinates', code: 'too_many_positions' });
  });

  it('nothing is written by a refused area', async () => {
    const before = await getArea();
    await putArea({
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [8, 47],
            [8.1, 47.1],
            [8.1, 47],
            [8, 47.1],
            [8, 47],
          ],
        ],
      },
    });
    expect((await getArea()).json()).toEqual(before.json());
  });
});
