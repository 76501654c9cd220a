import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../rules/locale.ts';
import { PLATFORMS } from '../../rules/platform.ts';
import { LOGIN_MODES } from '../../users/constants.ts';
import { ROUTES } from '../route-table.ts';
import { HEAD_TEXTS } from './head-texts.ts';
import { pageHead, openGraphLocale } from './page-head.ts';
import { pageLinks } from './page-links.ts';
import { composePageTitle, documentTitleFor, fixedPageTitle } from './page-title.ts';
import { PLATFORM_HEAD } from './platform-head.ts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

describe('head texts (spec §1: named after the platform)', () => {
  const keys = (locale: (typeof LOCALES)[number]) => flatten(HEAD_TEXTS[locale] as Tree).map(([k]) => k);

  it.each(LOCALES.map((l) => [l]))('%s has exactly the keys of de, each a non-empty text', (locale) => {
    expect(keys(locale)).toEqual(keys('de'));
    for (const [key, text] of flatten(HEAD_TEXTS[locale] as Tree)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
  });

  it.each(PLATFORMS.map((p) => [p]))('%s: the title and sharing text name the platform in every language', (platform) => {
    for (const locale of LOCALES) {
      const texts = HEAD_TEXTS[locale].platforms[platform];
      expect(texts.title).toContain(platform);
      expect(texts.share).toContain(platform);
      expect([...texts.description].length).toBeLessThanOrEqual(200);
    }
  });

  it('has a title for every sign-in mode', () => {
    for (const locale of LOCALES) expect(Object.keys(HEAD_TEXTS[locale].pages.login).sort()).toEqual([...LOGIN_MODES].sort());
  });
});

describe('document titles', () => {
  const q = (search = '') => new URLSearchParams(search);

  it.each([
    ['spots', '', 'de', 'Spots · walkable'],
    ['map', '', 'fr', 'Carte · walkable'],
    ['login', '', 'en', 'Log in · walkable'],
    ['login', 'mode=forgot', 'it', 'Password dimenticata? · walkable'],
    ['login', 'mode=nonsense', 'de', 'Anmelden · walkable'],
    ['addSpot', '', 'en', 'Add a spot · walkable'],
    ['index', '', 'en', 'walkable – good and bad spots for walking'],
    ['spots-id', '', 'de', 'walkable – gute und schlechte Orte für den Fußverkehr'],
    [null, '', 'fr', 'walkable – les bons et les mauvais endroits pour la marche'],
  ] as const)('%s?%s in %s: %s', (routeName, search, locale, title) => {
    expect(documentTitleFor({ platform: 'walkable', locale, routeName, query: q(search) })).toBe(title);
  });

  it('names fixed titles only for routes of the table', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const name of ['spots', 'map', 'login', 'addSpot']) {
      expect(names.has(name)).toBe(true);
      expect(fixedPageTitle(HEAD_TEXTS.de, name, q())).not.toBeNull();
    }
  });

  it('composes a page title with the platform name', () => {
    expect(composePageTitle('Gap in the lane', 'accessable')).toBe('Gap in the lane · accessable');
  });
});

describe('page links', () => {
  it('canonical in the page language, alternates for every language and x-default = the unprefixed address', () => {
    expect(
      pageLinks({ origin: 'https://walkable.ch/', path: '/spots/4', locale: 'it', query: new URLSearchParams('famed=true&utm_source=mail') }),
    ).toEqual({
      canonical: 'https://walkable.ch/it/spots/4',
      alternates: [
        { hreflang: 'de', href: 'https://walkable.ch/spots/4' },
        { hreflang: 'fr', href: 'https://walkable.ch/fr/spots/4' },
        { hreflang: 'it', href: 'https://walkable.ch/it/spots/4' },
        { hreflang: 'en', href: 'https://walkable.ch/en/spots/4' },
        { hreflang: 'x-default', href: 'https://walkable.ch/spots/4' },
      ],
    });
  });

  it('the home page in a language is /fr, not /fr/', () => {
    expect(pageLinks({ origin: 'https://bikeable.ch', path: '/', locale: 'fr', query: new URLSearchParams() }).canonical).toBe(
      'https://bikeable.ch/fr',
    );
  });

  it('keeps the parameters that choose a platform or country, in a fixed order, and nothing else', () => {
    const links = pageLinks({
      origin: 'http://localhost:8080',
      path: '/map',
      locale: 'de',
      query: new URLSearchParams('zoom=3&country=world&platform=walkable&ref=x'),
    });
    expect(links.canonical).toBe('http://localhost:8080/map?platform=walkable&country=world');
  });
});

describe('pageHead', () => {
  const base = {
    platform: 'accessable',
    country: 'ch',
    locale: 'fr',
    path: '/spots',
    query: new URLSearchParams(),
    origin: 'https://accessable.ch',
  } as const;

  it("is the platform's: texts, colour, files and a 1200×630 PNG to share", () => {
    const head = pageHead({ ...base, routeName: 'spots' });
    expect(head).toMatchObject({
      lang: 'fr',
      title: 'Spots · accessable',
      description: HEAD_TEXTS.fr.platforms.accessable.description,
      themeColor: PLATFORM_HEAD.accessable.themeColor,
      icon: '/shared/icon-accessable.svg',
      manifest: '/shared/manifest-accessable.webmanifest',
      openGraph: {
        type: 'website',
        siteName: 'accessable',
        title: 'Spots · accessable',
        description: HEAD_TEXTS.fr.platforms.accessable.share,
        locale: 'fr_CH',
        localeAlternates: ['de_CH', 'it_CH', 'en_CH'],
        image: { url: 'https://accessable.ch/shared/share-accessable.png', type: 'image/png', width: 1200, height: 630 },
      },
    });
    expect(head.links?.canonical).toBe('https://accessable.ch/fr/spots');
  });

  it('names no address on the 404 page', () => {
    expect(pageHead({ ...base, routeName: null }).links).toBeNull();
  });

  it.each([
    ['de', 'ch', 'de_CH'],
    ['en', 'de', 'en_DE'],
    ['it', 'world', 'it_IT'],
    ['en', 'world', 'en_US'],
  ] as const)('og:locale of %s on %s is %s', (locale, country, expected) => {
    expect(openGraphLocale(locale, country)).toBe(expected);
  });
});
