import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  contentLocaleFor,
  detectRootLocale,
  isLocale,
  localizePath,
  matchLocale,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from './locale';

describe('negotiateLocale', () => {
  it.each<[readonly string[] | string, Locale]>([
    [[], 'de'],
    ['', 'de'],
    [['fr'], 'fr'],
    [['it-CH'], 'it'],
    [['en-US', 'en'], 'en'],
    [['es', 'pt'], 'de'],
    [['es', 'it'], 'it'],
    [['FR-ch'], 'fr'],
    [['fr_CH'], 'fr'],
    [['*'], 'de'],
    // a list is in order of preference: the earlier language wins even on a partial match
    [['fr-CH', 'de'], 'fr'],
    [['de-AT', 'en'], 'de'],
    // raw headers with weights
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['en;q=0.3, it;q=0.8', 'it'],
    ['de;q=0, en', 'en'],
    ['es-ES,es;q=0.9', 'de'],
    ['it-CH;q=0.5, fr;q=0.4', 'it'],
    // equal weights: the exact match beats the language-only match
    ['de-CH, fr', 'fr'],
    ['en-GB;q=0.8, it;q=0.8', 'it'],
    ['de-CH, fr;q=0.9', 'de'],
    // equal weights, both exact: order
    ['it, en', 'it'],
    // malformed weights drop the entry
    ['fr;q=abc, en', 'en'],
    ['fr;q=2, it', 'it'],
    [' , ;q=1, en ', 'en'],
  ])('%j → %s', (accept, expected) => {
    expect(negotiateLocale(accept)).toBe(expected);
  });

  it.each<[readonly string[] | string, Locale | null]>([
    [['es'], null],
    ['*', null],
    [['pt-BR', 'en-AU'], 'en'],
  ])('matchLocale(%j) → %s', (accept, expected) => {
    expect(matchLocale(accept)).toBe(expected);
  });
});

describe('isLocale', () => {
  it.each([
    ['de', true],
    ['en', true],
    ['EN', false],
    ['es', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('%j → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it('has the four languages of §1 with de first', () => {
    expect(LOCALES).toEqual(['de', 'fr', 'it', 'en']);
  });
});

describe('contentLocaleFor', () => {
  it.each<[string, Locale, Locale]>([
    ['ch', 'fr', 'fr'],
    ['ch', 'it', 'it'],
    ['CH', 'en', 'en'],
    ['de', 'fr', 'de'],
    ['at', 'en', 'de'],
    ['it', 'de', 'it'],
    ['us', 'de', 'en'],
    ['in', 'fr', 'en'],
    ['pl', 'de', 'en'],
    ['world', 'it', 'it'],
    ['fr', 'de', 'en'],
    ['ke', 'fr', 'en'],
    ['se', 'de', 'en'],
    ['', 'fr', 'en'],
  ])('%s with user %s → %s', (country, user, expected) => {
    expect(contentLocaleFor(country, user)).toBe(expected);
  });
});

describe('splitLocalePath', () => {
  it.each([
    ['/fr/spots/3', { locale: 'fr', path: '/spots/3', prefixed: true }],
    ['/it', { locale: 'it', path: '/', prefixed: true }],
    ['/en/', { locale: 'en', path: '/', prefixed: true }],
    ['/en?x=1#top', { locale: 'en', path: '/?x=1#top', prefixed: true }],
    ['/fr/spots?page=2#list', { locale: 'fr', path: '/spots?page=2#list', prefixed: true }],
    ['/spots/3', { locale: 'de', path: '/spots/3', prefixed: false }],
    ['/', { locale: 'de', path: '/', prefixed: false }],
    ['', { locale: 'de', path: '/', prefixed: false }],
    ['spots', { locale: 'de', path: '/spots', prefixed: false }],
    // de has no prefix: '/de/…' is an ordinary path
    ['/de/spots', { locale: 'de', path: '/de/spots', prefixed: false }],
    // only whole, lower-case, supported segments are prefixes
    ['/french/x', { locale: 'de', path: '/french/x', prefixed: false }],
    ['/FR/spots', { locale: 'de', path: '/FR/spots', prefixed: false }],
    ['/es/spots', { locale: 'de', path: '/es/spots', prefixed: false }],
    ['/fresh', { locale: 'de', path: '/fresh', prefixed: false }],
  ])('%j → %o', (pathname, expected) => {
    expect(splitLocalePath(pathname)).toEqual(expected);
  });
});

describe('localizePath', () => {
  it.each<[string, Locale, string]>([
    ['/spots', 'fr', '/fr/spots'],
    ['/spots', 'de', '/spots'],
    ['/', 'fr', '/fr'],
    ['/', 'de', '/'],
    ['', 'en', '/en'],
    ['/spots?page=2#x', 'it', '/it/spots?page=2#x'],
    ['/?a=1', 'en', '/en?a=1'],
    ['/fr/spots', 'it', '/it/spots'],
    ['/fr/spots?x=1', 'de', '/spots?x=1'],
    ['/en', 'de', '/'],
    ['news/a-b', 'fr', '/fr/news/a-b'],
    ['https://example.org/x', 'fr', 'https://example.org/x'],
    ['//cdn.example.org/x', 'fr', '//cdn.example.org/x'],
    ['mailto:a@b.ch', 'fr', 'mailto:a@b.ch'],
  ])('%j in %s → %j', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it.each(LOCALES.map((l) => [l]))('round-trips through splitLocalePath for %s', (locale) => {
    const localized = localizePath('/spots/7?x=1', locale);
    expect(splitLocalePath(localized)).toEqual({
      locale,
      path: '/spots/7?x=1',
      prefixed: locale !== 'de',
    });
  });
});

describe('detectRootLocale', () => {
  it.each<[Parameters<typeof detectRootLocale>[0], Locale]>([
    [{ cookie: 'it', browserLanguages: ['fr'], fallback: 'en' }, 'it'],
    [{ cookie: 'IT', browserLanguages: ['fr'], fallback: 'en' }, 'it'],
    [{ cookie: 'es', browserLanguages: ['fr'], fallback: 'en' }, 'fr'],
    [{ cookie: null, browserLanguages: 'fr-CH, fr;q=0.9', fallback: 'en' }, 'fr'],
    [{ cookie: '', browserLanguages: ['es'], fallback: 'en' }, 'en'],
    [{ browserLanguages: [], fallback: 'it' }, 'it'],
    [{ browserLanguages: ['es'], fallback: 'xx' }, 'de'],
    [{}, 'de'],
  ])('%o → %s', (input, expected) => {
    expect(detectRootLocale(input)).toBe(expected);
  });
});
