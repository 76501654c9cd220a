// The list, nearby, a spot and a person's spots answer with JSON the database wrote
// (src/http/json-text.ts), the map stringifies without the validating zod serializer
// (src/http/serialize.ts). Their answers must still be exactly what the schemas (and so the
// OpenAPI document) say: parsing changes nothing and drops nothing.
import { mapClustersSchema, nearbySpotsSchema, spotDetailSchema, spotPageSchema } from '@moveable/contract';
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
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(nearbySpotsSchema.parse(res.body)).toEqual(res.body);
  });

  it('a spot, with and without photos, categories, regions and an official answer', async () => {
    const ids = new Set([...t.data.officialAnswers.slice(0, 3).map((a) => a.spotId), ...t.data.spots.slice(0, 5).map((s) => s.id)]);
    for (const id of ids) {
      const platform = t.data.spots.find((s) => s.id === id)!.platform;
      const res = await t.get(`/api/spots/${id}`, { 'moveable-platform': platform, 'accept-language': 'it' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(spotDetailSchema.parse(res.body)).toEqual(res.body);
    }
  });

  it("a person's spots", async () => {
    const author = t.data.users.find((u) => t.data.spots.filter((s) => s.authorId === u.id && s.platform === 'bikeable').length > 3)!;
    const res = await t.get(`/api/users/${author.username}/spots?limit=3`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.items).toHaveLength(3);
    expect(spotPageSchema.parse(res.body)).toEqual(res.body);
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
