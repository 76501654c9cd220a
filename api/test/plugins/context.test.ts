// The moveable-* headers and accept-language: defaults, normalisation, 400s naming the header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('request context headers', () => {
  it.each([
    [{ 'moveable-platform': 'cycling' }, 'moveable-platform'],
    [{ 'moveable-platform': 'bike able' }, 'moveable-platform'],
    [{ 'moveable-countrycode': 'che' }, 'moveable-countrycode'],
    [{ 'moveable-countrycode': 'c1' }, 'moveable-countrycode'],
    [{ 'moveable-countrycode': 'worldwide' }, 'moveable-countrycode'],
  ])('%o is a 400 naming the header', async (headers, field) => {
    for (const url of ['/api/spots', '/api/categories', '/api/regions']) {
      const res = await t.get(url, headers);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
      expect(res.body.message).toContain(field);
    }
  });

  it('accepts any case and surrounding spaces', async () => {
    const res = await t.get('/api/spots?limit=3', { 'moveable-platform': ' Walkable ', 'moveable-countrycode': 'CH' });
    expect(res.status).toBe(200);
    expect(res.body.items.every((s: { platform: string }) => s.platform === 'walkable')).toBe(true);
  });

  it('empty headers take the defaults (bikeable, ch)', async () => {
    const res = await t.get('/api/spots?limit=50', { 'moveable-platform': '', 'moveable-countrycode': '' });
    expect(res.body.items.every((s: { platform: string; country: string }) => s.platform === 'bikeable' && s.country === 'ch')).toBe(true);
  });

  it('world means every country of the platform', async () => {
    const res = await t.get('/api/spots?limit=500', { 'moveable-countrycode': 'world' });
    const countries = new Set(res.body.items.map((s: { country: string }) => s.country));
    expect([...countries].sort()).toEqual(['at', 'ch', 'de']);
  });

  it('API answers vary by the context headers', async () => {
    const res = await t.get('/api/categories');
    expect(res.headers['vary']).toMatch(/moveable-platform/);
    expect(res.headers['vary']).toMatch(/moveable-countrycode/);
    expect(res.headers['vary']).toMatch(/accept-language/);
  });
});
