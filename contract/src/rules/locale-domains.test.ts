// Locales bound to domains (spec §2): the configuration, the routing of a host, and the paths,
// redirects and head links it gives.
import { describe, expect, it } from 'vitest';
import { localeRedirectTarget, localeToRemember } from '../pages/locale-redirect.ts';
import { pageLinks } from '../pages/head/page-links.ts';
import { DEFAULT_LOCALE_ROUTING, localeUrl, localizePath, splitLocalePath } from './locale.ts';
import { decodeLocaleRouting, encodeLocaleRouting, localeRoutingFor, parseLocaleDomains } from './locale-domains.ts';

const DOMAINS = parseLocaleDomains('bikeable.ch=de, fr.bikeable.ch=fr, IT.bikeable.ch = it, bikeable.fr=fr');
const french = localeRoutingFor('fr.bikeable.ch', 'https:', DOMAINS);
const german = localeRoutingFor('bikeable.ch', 'https:', DOMAINS);

describe('parseLocaleDomains', () => {
  it('reads host=locale pairs, in lower case, ports kept', () => {
    expect(DOMAINS).toEqual({ 'bikeable.ch': 'de', 'fr.bikeable.ch': 'fr', 'it.bikeable.ch': 'it', 'bikeable.fr': 'fr' });
    expect(parseLocaleDomains('fr.bikeable.localhost:8080=fr,')).toEqual({ 'fr.bikeable.localhost:8080': 'fr' });
    expect(parseLocaleDomains('')).toEqual({});
  });

  it.each([
    ['fr.bikeable.ch', /expected host=locale/],
    ['https://fr.bikeable.ch=fr', /expected host=locale/],
    ['fr.bikeable.ch/path=fr', /expected host=locale/],
    ['fr.bikeable.ch=es', /one of de, fr, it, en/],
    ['a.ch=fr,a.ch=it', /named twice/],
    ['a.ch=fr=it', /expected host=locale/],
  ])('refuses %s, naming the entry', (text, message) => {
    expect(() => parseLocaleDomains(text)).toThrow(message);
  });
});

describe('localeRoutingFor', () => {
  it('a bound host: its locale unprefixed, the sibling hosts of the same site for the others', () => {
    expect(french).toEqual({ defaultLocale: 'fr', domains: { de: 'https://bikeable.ch', it: 'https://it.bikeable.ch' }, bound: true });
    // bikeable.fr is another country's site: never a sibling of the Swiss one
    expect(localeRoutingFor('bikeable.fr', 'https:', DOMAINS)).toEqual({ defaultLocale: 'fr', domains: {}, bound: true });
  });

  it('a host not named keeps de unprefixed and links the sibling hosts; with none, the default routing itself', () => {
    expect(localeRoutingFor('www.bikeable.ch', 'https:', DOMAINS)).toEqual({
      defaultLocale: 'de',
      domains: { fr: 'https://fr.bikeable.ch', it: 'https://it.bikeable.ch' },
      bound: false,
    });
    expect(localeRoutingFor('walkable.ch', 'https:', DOMAINS)).toBe(DEFAULT_LOCALE_ROUTING);
    expect(localeRoutingFor('bikeable.ch', 'https:', {})).toBe(DEFAULT_LOCALE_ROUTING);
  });

  it('matches the host with or without its port; a host named without one is reached on the request port', () => {
    const dev = parseLocaleDomains('bikeable.localhost=de,fr.bikeable.localhost=fr');
    expect(localeRoutingFor('FR.bikeable.localhost:8080', 'http:', dev)).toEqual({
      defaultLocale: 'fr',
      domains: { de: 'http://bikeable.localhost:8080' },
      bound: true,
    });
  });
});

describe('paths on a bound host', () => {
  it('splits and localizes with the host locale unprefixed and the others on their domain or prefixed', () => {
    expect(splitLocalePath('/spots/3?x=1', french)).toEqual({ locale: 'fr', path: '/spots/3?x=1', prefixed: false });
    expect(splitLocalePath('/de/spots', french)).toEqual({ locale: 'de', path: '/spots', prefixed: true });
    expect(splitLocalePath('/fr/spots', french)).toEqual({ locale: 'fr', path: '/fr/spots', prefixed: false });
    expect(localizePath('/spots', 'fr', french)).toBe('/spots');
    expect(localizePath('/de/spots?a=1', 'fr', french)).toBe('/spots?a=1');
    expect(localizePath('/spots', 'de', french)).toBe('https://bikeable.ch/spots');
    expect(localizePath('/spots', 'en', french)).toBe('/en/spots');
    expect(localizePath('/fr/spots', 'it', german)).toBe('https://it.bikeable.ch/spots');
    expect(localeUrl('https://fr.bikeable.ch', '/news', 'en', french)).toBe('https://fr.bikeable.ch/en/news');
    expect(localeUrl('https://fr.bikeable.ch/', '/news', 'de', french)).toBe('https://bikeable.ch/news');
  });

  it('names each language on its own domain in the head', () => {
    const links = pageLinks({
      origin: 'https://fr.bikeable.ch',
      path: '/spots',
      locale: 'fr',
      query: new URLSearchParams('country=ch&x=1'),
      routing: french,
    });
    expect(links.canonical).toBe('https://fr.bikeable.ch/spots?country=ch');
    expect(links.alternates).toEqual([
      { hreflang: 'de', href: 'https://bikeable.ch/spots?country=ch' },
      { hreflang: 'fr', href: 'https://fr.bikeable.ch/spots?country=ch' },
      { hreflang: 'it', href: 'https://it.bikeable.ch/spots?country=ch' },
      { hreflang: 'en', href: 'https://fr.bikeable.ch/en/spots?country=ch' },
      { hreflang: 'x-default', href: 'https://bikeable.ch/spots?country=ch' },
    ]);
  });
});

describe('redirects and the remembered locale with bound hosts', () => {
  const address = (pathname: string) => ({ pathname, search: '?q=1', hash: '#top' });

  it('a bound host redirects nothing: the domain says the language', () => {
    expect(localeRedirectTarget(address('/'), 'locale=de', 'de', { routing: french })).toBeNull();
    expect(localeRedirectTarget(address('/spots'), 'locale=it', 'it', { routing: french })).toBeNull();
    expect(localeRedirectTarget(address('/en/spots'), '', 'de', { routing: french })).toBeNull();
  });

  it('a prefix for a language with a domain of its own goes to that domain', () => {
    expect(localeRedirectTarget(address('/de/spots'), '', '', { routing: french })).toBe('https://bikeable.ch/spots?q=1#top');
    expect(localeRedirectTarget(address('/fr/spots'), '', '', { routing: german })).toBe('https://fr.bikeable.ch/spots?q=1#top');
  });

  it('an unbound host sends the root and followed deep links to the chosen language, on its domain where it has one', () => {
    const www = localeRoutingFor('www.bikeable.ch', 'https:', DOMAINS);
    expect(localeRedirectTarget(address('/'), '', 'fr-CH', { routing: www })).toBe('https://fr.bikeable.ch/?q=1#top');
    expect(localeRedirectTarget(address('/spots'), 'locale=en', '', { routing: www })).toBe('/en/spots?q=1#top');
    expect(localeRedirectTarget(address('/spots'), 'locale=de', '', { routing: www })).toBeNull();
  });

  it('remembers the language a page on a bound host states', () => {
    expect(localeToRemember({ pathname: '/spots', cookie: 'locale=de', routing: french })).toBe('fr');
    expect(localeToRemember({ pathname: '/spots', cookie: '', routing: french })).toBeNull();
    expect(localeToRemember({ pathname: '/en/spots', cookie: 'locale=fr', routing: french })).toBe('en');
  });
});

describe('the meta tag', () => {
  it('carries a routing to the page and back; the default routing needs none', () => {
    expect(encodeLocaleRouting(DEFAULT_LOCALE_ROUTING)).toBeNull();
    expect(decodeLocaleRouting(encodeLocaleRouting(french))).toEqual(french);
  });

  it.each([null, '', 'not json', '{"defaultLocale":"es","domains":{}}', '{"defaultLocale":"fr"}', 'null'])(
    'reads %s as the default routing',
    (text) => {
      expect(decodeLocaleRouting(text)).toBe(DEFAULT_LOCALE_ROUTING);
    },
  );
});
