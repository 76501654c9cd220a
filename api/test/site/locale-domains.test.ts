// Locales bound to domains (spec §2, LOCALE_DOMAINS) as the site serves them: a host bound to fr
// serves fr without a prefix and is never redirected by cookie or browser, a prefix for a language
// with its own host goes there, the page names its languages on their hosts and tells the browser
// its routing; hosts not named keep de unprefixed. Also the API's page views on such a host.
import { parseLocaleDomains, preferenceCookie } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { fixtureSite, HTML, type FixtureSite } from './fixture-site.ts';
import { one, readHead } from './read-head.ts';

let site: FixtureSite;
let t: TestApp;
beforeAll(async () => {
  site = await fixtureSite();
  t = await createTestApp({
    siteDir: site.dir,
    importmapPath: site.importmapPath,
    localeDomains: parseLocaleDomains('bikeable.localhost=de,fr.bikeable.localhost=fr'),
  });
});
afterAll(async () => {
  await t?.app.close();
  await site?.remove();
});

const visit = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...HTML, host, ...headers } });

describe('a host bound to fr', () => {
  it('serves fr without a prefix, whatever the cookie and the browser say, and tells the page its routing', async () => {
    for (const url of ['/', '/spots']) {
      const res = await visit('fr.bikeable.localhost', url, { cookie: 'locale=de', 'accept-language': 'de-CH,de' });
      expect(res.statusCode, url).toBe(200);
      const head = readHead(res.body);
      expect(head.lang).toBe('fr');
      expect(JSON.parse(one(head, 'moveable-locale-routing'))).toEqual({
        defaultLocale: 'fr',
        domains: { de: 'http://bikeable.localhost' },
        bound: true,
      });
    }
  });

  it('names each language on its host: fr and en here, de on its own', async () => {
    const head = readHead((await visit('fr.bikeable.localhost', '/spots')).body);
    expect(head.canonical).toEqual(['http://fr.bikeable.localhost/spots']);
    expect(head.alternates).toEqual({
      de: 'http://bikeable.localhost/spots',
      fr: 'http://fr.bikeable.localhost/spots',
      it: 'http://fr.bikeable.localhost/it/spots',
      en: 'http://fr.bikeable.localhost/en/spots',
      'x-default': 'http://bikeable.localhost/spots',
    });
  });

  it('serves the other languages with their prefix, and sends /de/… to the German host', async () => {
    const english = await visit('fr.bikeable.localhost', '/en/spots');
    expect(english.statusCode).toBe(200);
    expect(readHead(english.body).lang).toBe('en');
    expect(english.headers['set-cookie']).toBe(preferenceCookie('locale', 'en'));
    const german = await visit('fr.bikeable.localhost', '/de/spots?famed=true');
    expect(german.statusCode).toBe(302);
    expect(german.headers['location']).toBe('http://bikeable.localhost/spots?famed=true');
  });

  it('counts a page view of a path in its routing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event',
      headers: {
        host: 'fr.bikeable.localhost',
        'moveable-platform': 'bikeable',
        'moveable-countrycode': 'ch',
        'user-agent': 'Mozilla/5.0 Firefox/140.0',
      },
      payload: { route: 'spots', path: '/de/spots' },
    });
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe('the German host and hosts not named', () => {
  it('the German host stays German for everyone; a host of the site not named sends a chosen French visitor to the French host', async () => {
    const german = await visit('bikeable.localhost', '/spots', { cookie: 'locale=fr', 'accept-language': 'fr' });
    expect(german.statusCode).toBe(200);
    expect(readHead(german.body).lang).toBe('de');
    const res = await visit('www.bikeable.localhost', '/spots?famed=false', { cookie: 'locale=fr' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe('http://fr.bikeable.localhost/spots?famed=false');
    const root = await visit('www.bikeable.localhost', '/', { 'accept-language': 'fr-CH,fr' });
    expect(root.headers['location']).toBe('http://fr.bikeable.localhost/');
  });

  it('a host of no configured site keeps de unprefixed and says nothing of routing', async () => {
    const res = await visit('127.0.0.1', '/spots');
    expect(res.statusCode).toBe(200);
    expect(readHead(res.body).lang).toBe('de');
    expect(res.body).not.toContain('moveable-locale-routing');
    expect((await visit('127.0.0.1', '/spots', { cookie: 'locale=fr' })).headers['location']).toBe('/fr/spots');
  });
});
