// Spec §2, §4 on the server: `/` goes to the language of the locale cookie, else of the browser's
// Accept-Language, else stays German; an unprefixed deep link follows a chosen language; a
// prefixed visit remembers its language in the cookie (365 days, path /, SameSite Lax).
import { preferenceCookie } from '@moveable/contract';
import { describe, expect, it } from 'vitest';
import { HTML } from './fixture-site.ts';
import { useSiteApp } from './site-app.ts';

const fixture = useSiteApp();

const visit = (url: string, headers: Record<string, string> = {}) => fixture.t.app.inject({ url, headers: { ...HTML, ...headers } });

function expectRedirect(res: Awaited<ReturnType<typeof visit>>, location: string) {
  expect(res.statusCode).toBe(302);
  expect(res.headers['location']).toBe(location);
  expect(res.headers['cache-control']).toBe('no-cache');
  const vary = String(res.headers['vary']).split(/,\s*/);
  expect(vary).toContain('cookie');
}

describe('a visit to /', () => {
  it.each([
    ['locale=fr', '', '/fr'],
    ['locale=it', 'fr-CH,fr;q=0.9', '/it'],
    ['theme=dark; locale=en', 'de-CH', '/en'],
    ['', 'fr-CH,fr;q=0.9,de;q=0.8', '/fr'],
    ['', 'it-CH,it;q=0.9', '/it'],
    ['', 'en-GB,en;q=0.9', '/en'],
    ['', 'de;q=0.5, it;q=0.8', '/it'],
  ])('cookie "%s", Accept-Language "%s" → 302 %s', async (cookie, acceptLanguage, location) => {
    const res = await visit('/', { cookie, 'accept-language': acceptLanguage });
    expectRedirect(res, location);
    expect(String(res.headers['vary']).split(/,\s*/)).toContain('accept-language');
  });

  it.each([
    ['locale=de', 'fr-CH,fr;q=0.9'],
    ['', 'de-CH,de;q=0.9,fr;q=0.8'],
    ['', 'ja,ko;q=0.9'],
    ['', ''],
    ['locale=xx', ''],
  ])('cookie "%s", Accept-Language "%s" → German page, no redirect', async (cookie, acceptLanguage) => {
    const res = await visit('/', { cookie, 'accept-language': acceptLanguage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['vary']).toMatch(/accept-language/);
  });

  it('keeps the query, and works for curl too', async () => {
    expectRedirect(await visit('/?platform=walkable&country=world', { 'accept-language': 'en' }), '/en?platform=walkable&country=world');
    const curl = await fixture.t.app.inject({ url: '/', headers: { accept: '*/*', 'accept-language': 'fr' } });
    expectRedirect(curl, '/fr');
  });
});

describe('an unprefixed deep link', () => {
  it('follows the chosen language, query kept', async () => {
    expectRedirect(await visit('/spots?famed=false&categories=3', { cookie: 'locale=it' }), '/it/spots?famed=false&categories=3');
    expectRedirect(await visit('/spots/42', { cookie: 'locale=fr' }), '/fr/spots/42');
  });

  it('stays without a chosen language (the browser languages decide only at /), or with German chosen', async () => {
    expect((await visit('/spots', { 'accept-language': 'fr' })).statusCode).toBe(200);
    expect((await visit('/spots', { cookie: 'locale=de' })).statusCode).toBe(200);
  });

  it('stays on pages whose language the link decides (a partner embed)', async () => {
    expect((await visit('/embed/spots/zuerich', { cookie: 'locale=fr' })).statusCode).toBe(200);
  });

  it('never leaves the site', async () => {
    const res = await visit('//evil.example/x', { cookie: 'locale=fr' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['location']).toBeUndefined();
  });
});

describe('the locale cookie', () => {
  it('is written by a visit to a prefixed page', async () => {
    const res = await visit('/fr/spots');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBe(preferenceCookie('locale', 'fr'));
    expect(res.headers['set-cookie']).toMatch(/^locale=fr; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('is rewritten when it says another language, left alone when it says this one', async () => {
    expect((await visit('/it/map', { cookie: 'locale=fr' })).headers['set-cookie']).toBe(preferenceCookie('locale', 'it'));
    expect((await visit('/it/map', { cookie: 'locale=it' })).headers['set-cookie']).toBeUndefined();
  });

  it('is not written by unprefixed pages, 404s, or pages whose language the link decides', async () => {
    for (const url of ['/spots', '/fr/nope', '/fr/embed/spots/zuerich']) {
      expect((await visit(url)).headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('then takes the next unprefixed visit to that language', async () => {
    const cookie = String((await visit('/en/spots')).headers['set-cookie']).split(';')[0]!;
    expectRedirect(await visit('/map', { cookie }), '/en/map');
  });
});
