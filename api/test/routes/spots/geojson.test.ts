// GET /api/spots.geojson: the list's selection as GeoJSON, refused (not cut) above the cap.
import { spotFeatureCollectionSchema } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotsGeoJson } from '../../../src/routes/spots/geojson.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectedSpots, type ExpectedSpot } from '../../helpers/expected.ts';
import { fetchAllPages } from '../../helpers/paging.ts';

let t: TestApp;
let spots: ExpectedSpot[];
beforeAll(async () => {
  t = await createTestApp();
  spots = expectedSpots(t.data);
});
afterAll(() => t.app.close());

interface Feature {
  id: number;
  geometry: { coordinates: [number, number] };
  properties: Record<string, unknown>;
}

describe('GET /api/spots.geojson', () => {
  it.each(['bbox=8.44,47.32,8.63,47.43', 'famed=false&categoryIds=1,2', 'organisation=zuerich&hasPhoto=true', ''])(
    '%s: the features are the list’s spots, in its order',
    async (query) => {
      const res = await t.get(`/api/spots.geojson?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
      const body = typeof res.body === 'string' ? JSON.parse(res.body) : res.body;
      expect(spotFeatureCollectionSchema.parse(body)).toEqual(body);
      const { items } = await fetchAllPages(t, query, {}, 500);
      expect(body.features.map((f: Feature) => f.id)).toEqual(items.map((i) => i.id));
    },
  );

  it('carries position and properties', async () => {
    const res = await t.get('/api/spots.geojson?bbox=8.44,47.32,8.63,47.43&hasPhoto=true');
    const body = typeof res.body === 'string' ? JSON.parse(res.body) : res.body;
    const feature = body.features[0] as Feature;
    const s = spots.find((x) => x.id === feature.id)!;
    const cover = t.data.photos.filter((p) => p.spotId === s.id).sort((a, b) => a.position - b.position || a.id - b.id)[0]!;
    expect(feature).toEqual({
      type: 'Feature',
      id: s.id,
      geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
      properties: {
        title: s.title,
        famed: s.famed,
        fixed: s.fixed,
        archived: false,
        hasOfficialAnswer: s.hasOfficialAnswer,
        platform: 'bikeable',
        country: 'ch',
        street: s.street,
        postalCode: s.postalCode,
        city: s.city,
        countryCode: s.countryCode,
        categoryIds: [...new Set(s.categoryIds)].sort((a, b) => a - b),
        regionIds: s.regionIds,
        votes: s.voteCount,
        comments: s.commentCount,
        photo: `/api/photos/${cover.id}`,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
      },
    });
  });

  it('refuses more spots than the cap with a 400 naming bbox, instead of cutting them off', async () => {
    const ctx = { platform: 'bikeable', country: 'ch', locale: 'de' } as const;
    await expect(spotsGeoJson(t.db.kysely, ctx, {}, 100)).rejects.toMatchObject({
      statusCode: 400,
      field: 'bbox',
      message: expect.stringMatching(/More than 100 spots/),
    });
    const ok = JSON.parse(await spotsGeoJson(t.db.kysely, ctx, { bbox: { minLng: 8.53, minLat: 47.37, maxLng: 8.55, maxLat: 47.38 } }, 100));
    expect(ok.features.length).toBeGreaterThan(0);
    expect(ok.features.length).toBeLessThanOrEqual(100);
  });

  it.each([
    ['bbox=1,2,3', 'bbox'],
    ['famed=1', 'famed'],
    ['begin=2025-06-01&end=2025-05-01', 'end'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/spots.geojson?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, field });
  });
});
