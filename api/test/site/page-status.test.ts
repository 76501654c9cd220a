// The HTTP status of a page comes from the contract's route table, read against the deployed
// micro-frontends (those in the import map): the shell page with 200 for a route, with 404 for
// anything else (the shell draws its 404 screen), to any client for known pages.
import { describe, expect, it } from 'vitest';
import { HTML } from './fixture-site.ts';
import { useSiteApp } from './site-app.ts';

const fixture = useSiteApp();

const isShellPage = (body: string) => body.includes('<div id="shell-root">') && body.includes('"@moveable/shell"');

describe('known pages answer any client', () => {
  it.each([
    ['curl', { accept: '*/*' }],
    ['no Accept at all', {}],
    ['a browser', HTML],
  ])('/ to %s: 200 with the page', async (_client, headers) => {
    const res = await fixture.t.app.inject({ url: '/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(isShellPage(res.body)).toBe(true);
  });

  it.each(['/spots', '/spots/42', '/map', '/login', '/fr/spots', '/en/map', '/embed/spots/zuerich', '/styles'])(
    '%s with Accept: */*',
    async (url) => {
      const res = await fixture.t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(200);
      expect(isShellPage(res.body)).toBe(true);
    },
  );
});

describe('unknown paths', () => {
  it.each(['/nope', '/spots/1/2/3', '/fr/nope', '/de/spots', '/index.html'])('%s: 404 with the shell page for a browser', async (url) => {
    const res = await fixture.t.app.inject({ url, headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(isShellPage(res.body)).toBe(true);
  });

  it('a route whose micro-frontend is not deployed is a 404 (mf-news is not in the import map)', async () => {
    expect((await fixture.t.app.inject({ url: '/news', headers: HTML })).statusCode).toBe(404);
    expect((await fixture.t.app.inject({ url: '/spots', headers: HTML })).statusCode).toBe(200);
  });

  it('a JSON 404 for clients that do not ask for HTML', async () => {
    for (const url of ['/nope', '/vendor/missing-XXXXXXXX.js']) {
      const res = await fixture.t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('a 404 is never turned into a 304', async () => {
    const first = await fixture.t.app.inject({ url: '/nope', headers: HTML });
    const again = await fixture.t.app.inject({ url: '/nope', headers: { ...HTML, 'if-none-match': String(first.headers['etag']) } });
    expect(again.statusCode).toBe(404);
    expect(isShellPage(again.body)).toBe(true);
  });

  it('/api paths are the API: JSON 404 even for a browser', async () => {
    const res = await fixture.t.app.inject({ url: '/api/nope', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET /api/nope not found');
  });
});
