// Partner pages read the API and load our modules cross-origin; no credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('CORS', () => {
  it('any origin may GET; credentials are not allowed', async () => {
    const res = await t.app.inject({ url: '/api/categories', headers: { origin: 'https://www.stadt-zuerich.ch' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers the preflight for the context headers the shared client sends', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/spots',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'moveable-platform, moveable-countrycode, cache-control',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/GET/);
    expect(String(res.headers['access-control-allow-methods'])).not.toMatch(/POST|DELETE/);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['moveable-platform', 'moveable-countrycode', 'cache-control', 'accept-language']) expect(allowed).toContain(header);
  });
});
