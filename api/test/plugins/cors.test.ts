// Partner pages read the public API and load our modules cross-origin, without credentials;
// writes, the sign-in and session routes and what needs a token stay closed to other origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isOpenToOtherOrigins } from '../../src/plugins/cors-policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const PARTNER = 'https://www.stadt-zuerich.ch';

function preflight(url: string, method: string, headers = 'moveable-platform, moveable-countrycode, cache-control') {
  return t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin: PARTNER, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}

describe('CORS', () => {
  it.each([
    '/api/categories',
    '/api/spots?organisation=zuerich&famed=false',
    '/api/map/clusters?bbox=8.4,47.3,8.6,47.4&zoom=12',
    '/api/organisations/zuerich',
    '/api/news',
  ])('any origin may GET %s; credentials are not allowed', async (url) => {
    const res = await t.app.inject({ url, headers: { origin: PARTNER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('HEAD is open too', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/categories', headers: { origin: PARTNER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the preflight of a public read for the context headers the shared client sends, for a day', async () => {
    const res = await preflight('/api/spots', 'GET');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/GET/);
    expect(String(res.headers['access-control-allow-methods'])).not.toMatch(/POST|PUT|PATCH|DELETE/);
    expect(res.headers['access-control-max-age']).toBe('86400');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['moveable-platform', 'moveable-countrycode', 'cache-control', 'accept-language']) expect(allowed).toContain(header);
  });

  it.each([
    ['POST', '/api/spots'],
    ['PUT', '/api/spots/1'],
    ['DELETE', '/api/spots/1/votes'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/jwt/refresh'],
    ['GET', '/api/_auth/session'],
    ['GET', '/api/users/me'],
  ])('refuses the preflight of %s %s', async (method, url) => {
    const res = await preflight(url, method, 'content-type, authorization');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/auth/providers'],
    ['GET', '/api/jwt/refresh'],
    ['GET', '/api/users/me'],
    ['GET', '/api/news/drafts'],
  ])('answers %s %s without CORS headers: another origin cannot read it', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { origin: PARTNER } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a simple cross-origin POST (no preflight: text/plain) gets no CORS headers either', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: PARTNER, 'content-type': 'text/plain' },
      payload: '{"email":"demo@bikeable.ch","password":"x"}',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('isOpenToOtherOrigins', () => {
  it.each([
    ['GET', '/api/spots', true],
    ['GET', '/api/spots/12?x=1', true],
    ['HEAD', '/api/spots/12', true],
    ['GET', '/api/spots/12/comments', true],
    ['GET', '/api/spots.geojson?bbox=8,47,9,48', true], // the open-data exports
    ['GET', '/api/spots.csv', true],
    ['GET', '/api/spots/12/viewer', false], // needs a token
    ['GET', '/api/users/me', false],
    ['GET', '/api/users/anna', true], // a public profile
    ['GET', '/api/auth/providers', false],
    ['GET', '/api/auth/login/keycloak', false],
    ['GET', '/api/jwt/refresh', false],
    ['GET', '/api/no-such-route', false],
    ['POST', '/api/spots', false],
    ['DELETE', '/api/spots/1', false],
    ['GET', '/importmap.json', true],
    ['GET', '/mf-spots/element-abc.js', true],
    ['GET', '/embed.js', true],
    ['POST', '/embed.js', false],
  ])('%s %s → %s', (method, url, open) => expect(isOpenToOtherOrigins(method, url)).toBe(open));
});
