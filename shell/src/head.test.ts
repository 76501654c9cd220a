// The shell keeps the server's head (api/src/site/head/) on arrival and updates those same tags
// on navigation: one title, one description, one of each Open Graph tag, whatever happens.
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentRoute, type PageContext } from '@moveable/shared';
import { applyHead, applyHeadOnArrival } from './head.ts';

const bikeable: PageContext = { platform: 'bikeable', country: 'ch', multinational: false, locale: 'de' };

/** The head the server writes for /spots/4 on bikeable (abridged to one tag of each kind it writes). */
const SERVER_HEAD = `
  <meta charset="utf-8" />
  <title>Gap in the lane · bikeable</title>
  <meta name="description" content="The lane ends before the crossing." />
  <link rel="canonical" href="https://bikeable.example/spots/4" />
  <link rel="alternate" href="https://bikeable.example/spots/4" hreflang="de" />
  <link rel="alternate" href="https://bikeable.example/fr/spots/4" hreflang="fr" />
  <link rel="alternate" href="https://bikeable.example/it/spots/4" hreflang="it" />
  <link rel="alternate" href="https://bikeable.example/en/spots/4" hreflang="en" />
  <link rel="alternate" href="https://bikeable.example/spots/4" hreflang="x-default" />
  <meta property="og:type" content="article" />
  <meta property="og:site_name" content="bikeable" />
  <meta property="og:title" content="Gap in the lane · bikeable" />
  <meta property="og:description" content="The lane ends before the crossing." />
  <meta property="og:url" content="https://bikeable.example/spots/4" />
  <meta property="og:locale" content="de_CH" />
  <meta property="og:locale:alternate" content="fr_CH" />
  <meta property="og:locale:alternate" content="it_CH" />
  <meta property="og:locale:alternate" content="en_CH" />
  <meta property="og:image" content="https://bikeable.example/api/spots/4/share.jpg?v=4" />
  <meta property="og:image:type" content="image/jpeg" />
  <meta property="og:image:width" content="1200" />
  <meta property="og:image:height" content="630" />
  <meta property="og:image:alt" content="Gap in the lane" />
  <meta name="twitter:card" content="summary_large_image" />
  <meta name="theme-color" content="#33BDCA" />
  <link rel="icon" href="/shared/icon-bikeable.svg" type="image/svg+xml" />
  <link rel="manifest" href="/shared/manifest-bikeable.webmanifest" />`;

const meta = (key: string) =>
  [...document.head.querySelectorAll<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)].map((m) => m.content);
const links = (selector: string) => [...document.head.querySelectorAll<HTMLLinkElement>(selector)].map((l) => l.href);

/** Every tag the head holds exactly once (og:locale:alternate: once per other language). */
function expectNoDuplicates() {
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
  for (const key of ['description', 'og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'og:locale', 'twitter:card', 'theme-color']) {
    expect(meta(key).length, key).toBeLessThanOrEqual(1);
  }
  expect(meta('og:locale:alternate')).toHaveLength(3);
  expect(links('link[rel="canonical"]').length).toBeLessThanOrEqual(1);
  expect(links('link[rel="icon"]')).toHaveLength(1);
  const hreflangs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => l.hreflang);
  const feedTypes = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type]')].map((l) => l.type);
  expect(new Set(feedTypes).size).toBe(feedTypes.length);
  expect(new Set(hreflangs).size).toBe(hreflangs.length);
}

function arriveAt(path: string, head: string, routeName: string | null, lang = 'de') {
  history.replaceState(null, '', path);
  document.head.innerHTML = head;
  document.documentElement.lang = lang;
  setCurrentRoute(routeName ? { name: routeName, params: {}, path } : null);
}

describe('the head on arrival', () => {
  beforeEach(() => arriveAt('/spots/4', SERVER_HEAD, 'spots-id'));

  it("keeps the server's tags for the platform and language of the page (the spot's title and image)", () => {
    const before = document.head.innerHTML;
    applyHeadOnArrival(bikeable);
    expect(document.head.innerHTML).toBe(before);
    expect(document.title).toBe('Gap in the lane · bikeable');
    expect(document.body.classList.contains('theme-bikeable')).toBe(true);
  });

  it('writes its own when the tab chose another platform (the server could not know)', () => {
    applyHeadOnArrival({ ...bikeable, platform: 'walkable' });
    expect(document.title).toBe('walkable – gute und schlechte Orte für den Fußverkehr');
    expect(meta('og:site_name')).toEqual(['walkable']);
    expect(meta('og:image')).toEqual(['https://bikeable.example/shared/share-walkable.png']);
    expect(document.body.classList.contains('theme-walkable')).toBe(true);
    expectNoDuplicates();
  });

  it('writes every tag once on a page that came without them', () => {
    arriveAt('/fr/map', '<meta charset="utf-8" /><title>moveable spots</title>', 'map', 'de');
    applyHeadOnArrival({ ...bikeable, locale: 'fr' });
    applyHeadOnArrival({ ...bikeable, locale: 'fr' });
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Carte · bikeable');
    expect(links('link[rel="canonical"]')).toEqual([`${location.origin}/fr/map`]);
    expect(meta('og:image:type')).toEqual(['image/png']);
    expectNoDuplicates();
  });
});

describe('the head on navigation', () => {
  beforeEach(() => {
    arriveAt('/spots/4', SERVER_HEAD, 'spots-id');
    applyHeadOnArrival(bikeable);
  });

  it("updates the server's tags in place, on the server's origin, and adds none", () => {
    const [title, description, ogTitle, canonical] = ['title', 'meta[name="description"]', 'meta[property="og:title"]', 'link[rel="canonical"]'].map(
      (s) => document.head.querySelector(s),
    );
    history.pushState(null, '', '/en/spots?famed=false');
    setCurrentRoute({ name: 'spots', params: {}, path: '/spots' });
    applyHead({ ...bikeable, locale: 'en' });

    expect(document.title).toBe('Spots · bikeable');
    expect(document.documentElement.lang).toBe('en');
    expect(document.head.querySelector('title')).toBe(title);
    expect(document.head.querySelector('meta[name="description"]')).toBe(description);
    expect(document.head.querySelector('meta[property="og:title"]')).toBe(ogTitle);
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(canonical);
    expect(links('link[rel="canonical"]')).toEqual(['https://bikeable.example/en/spots']);
    expect(links('link[rel="alternate"][hreflang="x-default"]')).toEqual(['https://bikeable.example/spots']);
    expect(meta('og:type')).toEqual(['website']);
    expect(meta('og:image')).toEqual(['https://bikeable.example/shared/share-bikeable.png']);
    expect(meta('og:locale')).toEqual(['en_CH']);
    expect(meta('og:locale:alternate')).toEqual(['de_CH', 'fr_CH', 'it_CH']);
    expectNoDuplicates();
  });

  it("a new query on the same page leaves a spot's own title alone", () => {
    history.replaceState(null, '', '/spots/4?photo=2');
    applyHead(bikeable);
    expect(document.title).toBe('Gap in the lane · bikeable');
  });

  it('a 404 names no address', () => {
    history.pushState(null, '', '/no/such/page');
    setCurrentRoute(null);
    applyHead(bikeable);
    expect(links('link[rel="canonical"]')).toEqual([]);
    expect(links('link[rel="alternate"]')).toEqual([]);
    expect(meta('og:url')).toEqual([]);
    expectNoDuplicates();
  });
});

describe('the head between news pages and others', () => {
  /** An article's page as the server writes it: its feeds and its times besides the usual tags. */
  const ARTICLE_HEAD = `${SERVER_HEAD.replaceAll('/spots/4', '/news/new-lanes')}
    <meta property="article:published_time" content="2026-11-01T08:00:00.000Z" />
    <meta property="article:modified_time" content="2026-11-02T08:00:00.000Z" />
    <link rel="alternate" type="application/rss+xml" title="bikeable (RSS)" href="https://bikeable.example/api/news.rss?platform=bikeable&amp;country=ch&amp;lang=de" />
    <link rel="alternate" type="application/atom+xml" title="bikeable (Atom)" href="https://bikeable.example/api/news.atom?platform=bikeable&amp;country=ch&amp;lang=de" />`;
  const feeds = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type]')].map((l) => [l.type, l.title, l.href]);

  beforeEach(() => {
    arriveAt('/news/new-lanes', ARTICLE_HEAD, 'news-slug');
    applyHeadOnArrival(bikeable);
  });

  it("the news list links the feeds of the page's language, once each; the article's times go", () => {
    history.pushState(null, '', '/fr/news');
    setCurrentRoute({ name: 'news', params: {}, path: '/news' });
    applyHead({ ...bikeable, locale: 'fr' });
    expect(feeds()).toEqual([
      ['application/rss+xml', 'bikeable (RSS)', 'https://bikeable.example/api/news.rss?platform=bikeable&country=ch&lang=fr'],
      ['application/atom+xml', 'bikeable (Atom)', 'https://bikeable.example/api/news.atom?platform=bikeable&country=ch&lang=fr'],
    ]);
    expect(meta('article:published_time')).toEqual([]);
    expect(meta('article:modified_time')).toEqual([]);
    expectNoDuplicates();
  });

  it('a page that is not news links no feed', () => {
    history.pushState(null, '', '/spots');
    setCurrentRoute({ name: 'spots', params: {}, path: '/spots' });
    applyHead(bikeable);
    expect(feeds()).toEqual([]);
    expectNoDuplicates();
  });
});
