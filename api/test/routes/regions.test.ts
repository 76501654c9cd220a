// GET /api/regions, GET /api/regions/:id, and the region assignment behind regionIds:
// spot_regions is computed by the database (polygon @> point) and must agree with the JS test.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionIdsAt } from '../../src/db/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const regionId = (slug: string) => t.data.regions.find((r) => r.slug === slug)!.id;

describe('GET /api/regions', () => {
  it('lists the regions of the country by name, with bbox', async () => {
    const res = await t.get('/api/regions');
    expect(res.status).toBe(200);
    const swiss = t.data.regions.filter((r) => r.country === 'ch');
    expect(res.body.items.map((r: { slug: string }) => r.slug).sort()).toEqual(swiss.map((r) => r.slug).sort());
    const names = res.body.items.map((r: { name: string }) => r.name);
    expect(names).toEqual(names.slice().sort(new Intl.Collator('de').compare));
    const zurich = res.body.items.find((r: { slug: string }) => r.slug === 'zuerich');
    expect(zurich).toEqual({
      id: regionId('zuerich'),
      slug: 'zuerich',
      name: 'Zürich',
      country: 'ch',
      bbox: t.data.regions.find((r) => r.slug === 'zuerich')!.bbox,
    });
    const [minLng, minLat, maxLng, maxLat] = zurich.bbox;
    expect(minLng).toBeLessThan(8.5417);
    expect(maxLng).toBeGreaterThan(8.5417);
    expect(minLat).toBeLessThan(47.3769);
    expect(maxLat).toBeGreaterThan(47.3769);
  });

  it('scopes by country; world lists every country', async () => {
    const de = await t.get('/api/regions', { 'moveable-countrycode': 'de' });
    expect(de.body.items.map((r: { slug: string }) => r.slug).sort()).toEqual(['berlin', 'hamburg', 'koeln', 'muenchen']);
    const world = await t.get('/api/regions', { 'moveable-countrycode': 'world' });
    expect(world.body.items).toHaveLength(t.data.regions.length);
  });

  it('scopes by platform: a region of one platform is invisible on the others', async () => {
    const { id } = await t.db.kysely
      .insertInto('regions')
      .values({
        slug: 'altstadt-bern',
        name: 'Altstadt Bern',
        country: 'ch',
        platform: 'walkable',
        min_lng: 7.44,
        min_lat: 46.945,
        max_lng: 7.46,
        max_lat: 46.952,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slugs = async (platform: string) =>
      (await t.get('/api/regions', { 'moveable-platform': platform })).body.items.map((r: { slug: string }) => r.slug);
    expect(await slugs('walkable')).toContain('altstadt-bern');
    expect(await slugs('bikeable')).not.toContain('altstadt-bern');
    expect((await t.get(`/api/regions/${id}`, { 'moveable-platform': 'bikeable' })).status).toBe(404);
    await t.db.kysely.deleteFrom('regions').where('id', '=', id).execute();
  });
});

describe('GET /api/regions/:id', () => {
  it('adds the outline as a GeoJSON MultiPolygon with closed rings', async () => {
    const lausanne = t.data.regions.find((r) => r.slug === 'lausanne')!;
    const res = await t.get(`/api/regions/${lausanne.id}`);
    expect(res.status).toBe(200);
    expect(res.body.geometry.type).toBe('MultiPolygon');
    expect(res.body.geometry.coordinates).toHaveLength(lausanne.rings.length);
    res.body.geometry.coordinates.forEach((polygon: number[][][], i: number) => {
      const ring = polygon[0]!;
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(ring.slice(0, -1)).toEqual(lausanne.rings[i]!.map(([lng, lat]) => [lng, lat]));
    });
  });

  it('is 404 when unknown and 400 naming id when not an id', async () => {
    expect((await t.get('/api/regions/4242')).status).toBe(404);
    const res = await t.get('/api/regions/zurich');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('id');
  });
});

describe('region assignment by point-in-polygon', () => {
  it('every demo spot lies in the regions the JS point-in-polygon test finds, no more', async () => {
    const rows = await t.db.kysely.selectFrom('spot_regions').select(['spot_id', 'region_id']).orderBy('spot_id').orderBy('region_id').execute();
    const actual = new Map<number, number[]>();
    for (const r of rows) actual.set(r.spot_id, [...(actual.get(r.spot_id) ?? []), r.region_id]);
    for (const s of t.data.spots) expect(actual.get(s.id) ?? [], `spot ${s.id}`).toEqual(regionIdsAt(t.data.regions, s.lng, s.lat));
    // Every generated spot lies inside its city.
    for (const s of t.data.spots) expect(actual.get(s.id)).toEqual([regionId(s.citySlug)]);
  });

  async function insertSpot(lng: number, lat: number): Promise<number> {
    const { id } = await t.db.kysely
      .insertInto('spots')
      .values({ platform: 'bikeable', country: 'ch', title: 'test', famed: false, location: `(${lng},${lat})` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const regionsOf = async (id: number) =>
    (await t.db.kysely.selectFrom('spot_regions').select('region_id').where('spot_id', '=', id).execute()).map((r) => r.region_id);

  it('a new spot is assigned to the region whose polygon contains it (not merely its bbox)', async () => {
    const zurich = regionId('zuerich');
    const hb = await insertSpot(8.5403, 47.3779); // Zürich main station
    expect(await regionsOf(hb)).toEqual([zurich]);
    // Inside Zürich's bounding box, but in Zollikon, outside the municipality.
    const zollikon = await insertSpot(8.5742, 47.34);
    const zr = t.data.regions.find((r) => r.slug === 'zuerich')!;
    expect(zr.bbox[0] < 8.5742 && 8.5742 < zr.bbox[2] && zr.bbox[1] < 47.34 && 47.34 < zr.bbox[3]).toBe(true);
    expect(regionIdsAt(t.data.regions, 8.5742, 47.34)).toEqual([]);
    expect(await regionsOf(zollikon)).toEqual([]);
    const nowhere = await insertSpot(0, 0);
    expect(await regionsOf(nowhere)).toEqual([]);
    // The API reports it and filters by it.
    expect((await t.get(`/api/spots/${hb}`)).body.regionIds).toEqual([zurich]);
    const inRegion = await t.get(`/api/spots?regionId=${zurich}&limit=1`);
    expect(inRegion.body.items[0].id).toBe(hb);
  });

  it('a spot that moves is reassigned', async () => {
    const id = await insertSpot(8.5403, 47.3779);
    await t.db.kysely.updateTable('spots').set({ location: '(7.4391,46.9490)' }).where('id', '=', id).execute(); // Bern station
    expect(await regionsOf(id)).toEqual([regionId('bern')]);
    await t.db.kysely.updateTable('spots').set({ title: 'renamed' }).where('id', '=', id).execute();
    expect(await regionsOf(id)).toEqual([regionId('bern')]);
  });

  it('a region added later picks up the spots already inside it', async () => {
    const id = await insertSpot(8.5742, 47.34);
    const { id: zollikon } = await t.db.kysely
      .insertInto('regions')
      .values({ slug: 'zollikon', name: 'Zollikon', country: 'ch', platform: null, min_lng: 8.56, min_lat: 47.33, max_lng: 8.59, max_lat: 47.35 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO region_shapes (region_id, shape) VALUES (${zollikon}, '((8.56,47.33),(8.59,47.33),(8.59,47.35),(8.56,47.35))'::polygon)`.execute(
      t.db.kysely,
    );
    expect(await regionsOf(id)).toEqual([zollikon]);
  });
});
