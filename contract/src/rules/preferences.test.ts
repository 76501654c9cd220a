import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, preferenceCookie, readPreferences, type Preferences } from './preferences.ts';

const YEAR = 365 * 24 * 60 * 60;

describe('readPreferences', () => {
  it.each<[string | null, Partial<Preferences>]>([
    ['', {}],
    [null, {}],
    [
      'countryCode=de; locale=fr; countryContentLocale=it; selectionRegion=42',
      {
        countryCode: 'de',
        locale: 'fr',
        countryContentLocale: 'it',
        selectionRegion: 42,
      },
    ],
    ['countryCode=world', { countryCode: 'world' }],
    ['countryCode=DE', { countryCode: 'de' }],
    ['countryCode=germany', {}],
    ['countryCode=%3Cscript%3E', {}],
    ['locale=es', {}],
    ['locale=EN', { locale: 'en' }],
    ['countryContentLocale=xx', {}],
    ['selectionRegion=-3', {}],
    ['selectionRegion=abc', {}],
    ['selectionRegion=1.5', {}],
    ['selectionRegion=', {}],
    ['selectionRegion=0', { selectionRegion: 0 }],
    ['other=1; locale=it', { locale: 'it' }],
  ])('%j → defaults plus %o', (cookie, expected) => {
    expect(readPreferences(cookie)).toEqual({ ...DEFAULT_PREFERENCES, ...expected });
  });

  it('has the §3 defaults: nothing stored, region 0', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      countryCode: null,
      locale: null,
      countryContentLocale: null,
      selectionRegion: 0,
    });
  });
});

describe('preferenceCookie', () => {
  it.each<[Parameters<typeof preferenceCookie>, string]>([
    [['locale', 'fr'], `locale=fr; Max-Age=${YEAR}; Path=/; SameSite=Lax`],
    [['countryCode', 'de'], `countryCode=de; Max-Age=${YEAR}; Path=/; SameSite=Lax`],
    [['countryCode', 'world'], `countryCode=world; Max-Age=${YEAR}; Path=/; SameSite=Lax`],
    [['countryContentLocale', 'it'], `countryContentLocale=it; Max-Age=${YEAR}; Path=/; SameSite=Lax`],
    [['selectionRegion', 7], `selectionRegion=7; Max-Age=${YEAR}; Path=/; SameSite=Lax`],
    [['selectionRegion', 0], `selectionRegion=0; Max-Age=${YEAR}; Path=/; SameSite=Lax`],
    [['locale', 'en', { crossOrigin: true }], `locale=en; Max-Age=${YEAR}; Path=/; SameSite=None; Secure`],
    [['locale', 'en', { domain: 'bikeable.ch' }], `locale=en; Max-Age=${YEAR}; Domain=bikeable.ch; Path=/; SameSite=Lax`],
    [['locale', null], 'locale=; Max-Age=0; Path=/; SameSite=Lax'],
  ])('%j → %s', (args, expected) => {
    expect(preferenceCookie(...args)).toBe(expected);
  });

  it.each<Parameters<typeof preferenceCookie>>([
    ['locale', 'es' as never],
    ['countryCode', 'Germany'],
    ['countryCode', 'de; Domain=evil'],
    ['selectionRegion', -1],
    ['selectionRegion', 1.5],
    ['selectionRegion', Number.NaN],
  ])('rejects %s=%j', (...args) => {
    expect(() => preferenceCookie(...args)).toThrow(TypeError);
  });

  it('writes what readPreferences reads back', () => {
    const header = [preferenceCookie('countryCode', 'at'), preferenceCookie('locale', 'it'), preferenceCookie('selectionRegion', 12)]
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(readPreferences(header)).toEqual({
      countryCode: 'at',
      locale: 'it',
      countryContentLocale: null,
      selectionRegion: 12,
    });
  });
});
