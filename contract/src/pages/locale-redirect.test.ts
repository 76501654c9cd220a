import { describe, expect, it } from 'vitest';
import { keepsLinkLanguage, localeRedirectTarget, localeToRemember } from './locale-redirect.ts';

const at = (path: string) => {
  const url = new URL(path, 'https://bikeable.ch');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('root path locale redirect (spec §2: cookie, then browser languages, then fallback)', () => {
  it.each([
    ['/', '', '', ['fr-CH', 'de'], '/fr'],
    ['/', '', 'locale=it', ['fr-CH'], '/it'],
    ['/', '', 'locale=de', ['fr-CH'], null],
    ['/', '', '', ['de-CH'], null],
    ['/', '', '', ['ja', 'ko'], null],
    ['/', '?platform=walkable', '', ['en-GB'], '/en?platform=walkable'],
    ['/fr/', '', 'locale=it', ['it'], null],
  ])('%s%s with cookie "%s" and %j → %s', (path, search, cookie, languages, target) => {
    expect(localeRedirectTarget(at(`${path}${search}`), cookie, languages)).toBe(target);
  });
});

describe('the root path on the server reads the Accept-Language header, q-values included', () => {
  it.each([
    ['fr-CH,fr;q=0.9,de;q=0.8', '', '/fr'],
    ['de-CH,de;q=0.9,fr;q=0.8', '', null],
    ['de;q=0.5,it;q=0.9', '', '/it'],
    ['en-GB,en;q=0.9', '', '/en'],
    ['ja,ko;q=0.9', '', null],
    ['fr;q=0', '', null],
    ['', '', null],
    ['fr', 'locale=de', null],
  ])('Accept-Language %j with cookie "%s" → %s', (header, cookie, target) => {
    expect(localeRedirectTarget(at('/'), cookie, header)).toBe(target);
  });
});

describe('never a redirect off the site', () => {
  it.each(['//evil.example/x', '//evil.example', '/\\evil.example/x'])('%s with a chosen language stays', (pathname) => {
    expect(localeRedirectTarget({ pathname, search: '', hash: '' }, 'locale=fr', ['fr'])).toBeNull();
  });
});

describe('unprefixed deep links follow the chosen language (spec §4)', () => {
  it.each([
    ['/spots', 'locale=fr', ['de'], '/fr/spots'],
    ['/spots?famed=false&categories=3#list', 'locale=it', [], '/it/spots?famed=false&categories=3#list'],
    ['/spots/42', 'theme=x; locale=en', [], '/en/spots/42'],
    ['/', 'locale=fr', ['it'], '/fr'],
    ['/?platform=walkable#top', 'locale=fr', [], '/fr?platform=walkable#top'],
    // German chosen, or nothing chosen: the unprefixed (German) address stays
    ['/spots', 'locale=de', ['fr'], null],
    ['/spots', '', ['fr-CH'], null],
    ['/spots', 'locale=xx', ['fr'], null],
    // a prefixed address says its language itself
    ['/fr/spots', 'locale=it', [], null],
    ['/en', 'locale=fr', [], null],
  ])('%s with cookie "%s" and %j → %s', (path, cookie, languages, target) => {
    expect(localeRedirectTarget(at(path), cookie, languages)).toBe(target);
  });

  it('pages whose language the link decides keep it', () => {
    expect(localeRedirectTarget(at('/embed/spots/zuerich'), 'locale=fr', [], { keepLanguage: true })).toBeNull();
    expect(keepsLinkLanguage('embed')).toBe(true);
    expect(keepsLinkLanguage('none')).toBe(true);
    expect(keepsLinkLanguage('no-header-footer')).toBe(true);
    expect(keepsLinkLanguage('default')).toBe(false);
    expect(keepsLinkLanguage('map')).toBe(false);
    expect(keepsLinkLanguage(undefined)).toBe(false);
  });
});

describe('localeToRemember: which language opening a page writes into the locale cookie (spec §4)', () => {
  it.each([
    // a prefixed page states its language
    ['/fr/spots', '', 'fr'],
    ['/it', 'locale=fr', 'it'],
    ['/en/map', 'locale=de', 'en'],
    ['/fr/spots', 'locale=fr', null],
    // an unprefixed page is German: remembered once another language had been chosen (a switch back)
    ['/spots', 'locale=fr', 'de'],
    ['/', 'locale=it', 'de'],
    ['/spots', 'locale=de', null],
    ['/spots', '', null],
    ['/', '', null],
    // a cookie that names no language of ours is no choice
    ['/spots', 'locale=es', null],
    ['/fr/spots', 'locale=es', 'fr'],
    // '/de/…' is no prefix (German has none): an unprefixed path
    ['/de/spots', 'locale=fr', 'de'],
    ['//evil.example/fr', 'locale=de', null],
  ])('%s with cookie "%s" → %s', (pathname, cookie, expected) => {
    expect(localeToRemember({ pathname, cookie })).toBe(expected);
  });

  it('not where the linking site decides the language, nor on a 404', () => {
    expect(localeToRemember({ pathname: '/fr/embed/spots/zuerich', cookie: '', keepLanguage: true })).toBeNull();
    expect(localeToRemember({ pathname: '/fr/no/such/page', cookie: '', known: false })).toBeNull();
  });
});
