// The list, the map and the nearby routes stringify their answers without the validating zod
// serializer (src/routes/spots/serialize.ts). Their answers must still be exactly what the
// schemas (and so the OpenAPI document) say: parsing changes nothing and drops nothing.
import { mapClustersSchema, nearbySpotsSchema, spotPageSchema } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('answers match their schemas exactly', () => {
  it.each([
    '/api/spots?limit=500',
    '/api/spots?limit=100&hasPhoto=true&officialAnswer=true',
    '/api/spots?sort=votes&limit=50&archived=true',
    '/api/spots?sort=distance&near=47.3779,8.5403&limit=100',
    '/api/spots?bbox=8.44,47.32,8.63,47.43&limit=500&famed=false',
  ])('%s', async (url) => {
    const res = await t.get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(spotPageSchema.parse(res.body)).toEqual(res.body);
  });

  it('map clusters and single spots', async () => {
    for (const zoom of [7, 12, 16]) {
      const res = await t.get(`/api/map/clusters?bbox=5.9,45.8,10.5,47.85&zoom=${zoom}`);
      expect(res.status).toBe(200);
      expect(mapClustersSchema.parse(res.body)).toEqual(res.body);
    }
  });

  it('nearby spots', async () => {
    const res = await t.get('/api/spots/nearby?lat=47.3779&lng=8.5403&radius=500&limit=50');
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(nearbySpotsSchema.parse(res.body)).toEqual(res.body);
  });

  it('errors keep the one error shape', async () => {
    const res = await t.get('/api/map/clusters?bbox=1&zoom=3');
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_input',
      message: expect.stringMatching(/^bbox/),
      field: 'bbox',
    });
  });
});
