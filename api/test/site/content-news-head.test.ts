// The server-rendered <head> of mf-news's pages (issue 11), read from the raw HTML as link previews
// read it – no scripts run: a content page's stored title and description (current revision, in
// the page's language, placeholders filled) as GET /api/content/:page shows them; a news article's
// title, lead, og:type article and publication time, in the language GET /api/news/:slug shows;
// the feeds linked from the news pages; an article's cover as its sharing image; and a 404 for an
// article that does not exist or is not public.
import { LOCALES, type Locale } from '@moveable/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { importmap, fixtureSiteWithRealTemplate, type FixtureSite } from './fixture-site.ts';
import { one, readHead } from './read-head.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ORIGIN = 'https://bikeable.example';
const BIKEABLE_CH = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

let site: FixtureSite;
let t: TestApp;

beforeAll(async () => {
  site = await fixtureSiteWithRealTemplate();
  // mf-news deployed: its routes are pages.
  const map = JSON.parse(importmap()) as { imports: Record<string, string> };
  map.imports['@moveable/mf-news'] = '/mf-news/index-DDDDDDDD.js';
  await site.writeImportmap(JSON.stringify(map));
  t = await createTestApp({ siteDir: site.dir, importmapPath: site.importmapPath, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t.app.close();
  await site.remove();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers: { ...HTML, ...headers } });
  expect(res.statusCode, url).toBe(200);
  return { html: res.body, head: readHead(res.body) };
}

const prefix = (locale: Locale) => (locale === 'de' ? '' : `/${locale}`);

/** The head's description is the stored one as one line of at most 160 characters. */
function expectSummaryOf(description: string, stored: string) {
  expect(description.length).toBeGreaterThan(0);
  expect([...description].length).toBeLessThanOrEqual(160);
  expect(stored.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));
}

describe('a content page, in every language', () => {
  it.each(LOCALES)('/imprint in %s: the stored title and description, placeholders filled', async (locale) => {
    const api = await t.get<{ title: string; description: string; locale: string }>(`/api/content/imprint?lang=${locale}`, BIKEABLE_CH);
    expect(api.status).toBe(200);
    expect(api.body.locale).toBe(locale);
    const { html, head } = await page(`${prefix(locale)}/imprint`);

    expect(head.lang).toBe(locale);
    expect(head.titles).toEqual([`${api.body.title} · bikeable`]);
    expect(one(head, 'og:title')).toBe(`${api.body.title} · bikeable`);
    const description = one(head, 'description');
    expectSummaryOf(description, api.body.description);
    expect(one(head, 'og:description')).toBe(description);
    expect(html).not.toContain('{{');
    expect(head.canonical).toEqual([`${ORIGIN}${prefix(locale)}/imprint`]);
    expect(one(head, 'og:type')).toBe('website');
  });

  it.each([
    ['/en/imprint/privacy', 'privacy', 'walkable'],
    ['/fr/app/terms', 'app-terms', 'accessable'],
    ['/it/guidelines', 'guidelines', 'bikeable'],
  ])("%s: that page's text on the platform asked for", async (url, name, platform) => {
    const lang = url.split('/')[1]!;
    const api = await t.get<{ title: string }>(`/api/content/${name}?lang=${lang}`, { 'moveable-platform': platform, 'moveable-countrycode': 'ch' });
    expect(api.status).toBe(200);
    const { head } = await page(`${url}?platform=${platform}`);
    expect(head.titles).toEqual([`${api.body.title} · ${platform}`]);
    expect(one(head, 'og:site_name')).toBe(platform);
  });

  it('a newly saved revision is the head at once', async () => {
    const stored = await t.db.kysely
      .selectFrom('content_pages')
      .select('id')
      .where('platform', '=', 'bikeable')
      .where('page', '=', 'about')
      .where('locale', '=', 'en')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('content_page_revisions')
      .values({ page_id: stored.id, title: 'About {{platformName}} <now>', description: 'Fresh "text" & more', body_markdown: 'Body' })
      .execute();
    const { html, head } = await page('/en/about');
    expect(head.titles).toEqual(['About bikeable <now> · bikeable']);
    expect(html).not.toContain('<now>');
    expect(one(head, 'description')).toBe('Fresh "text" & more');
  });
});

interface ArticleRow {
  slug: string;
  published_at: Date | null;
  cover_photo_id: number | null;
  translations: { locale: Locale; title: string; lead: string }[];
}

async function bikeableArticleInFourLanguages(): Promise<ArticleRow> {
  const rows = await t.db.kysely
    .selectFrom('news_articles')
    .select(['slug', 'published_at', 'cover_photo_id'])
    .where('platform', '=', 'bikeable')
    .where('status', '=', 'published')
    .where('published_at', '<=', new Date())
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const translations = await t.db.kysely
      .selectFrom('news_translations as t')
      .innerJoin('news_articles as a', 'a.id', 't.article_id')
      .select(['t.locale', 't.title', 't.lead'])
      .where('a.slug', '=', row.slug)
      .where('a.platform', '=', 'bikeable')
      .execute();
    if (translations.length === 4) return { ...row, translations: translations as ArticleRow['translations'] };
  }
  throw new Error('no bikeable article in four languages');
}

describe('a news article, in every language', () => {
  it.each(LOCALES)('/news/{slug} in %s: title, lead, article type and publication time', async (locale) => {
    const article = await bikeableArticleInFourLanguages();
    const shown = article.translations.find((x) => x.locale === locale)!;
    const { head } = await page(`${prefix(locale)}/news/${article.slug}`);

    expect(head.lang).toBe(locale);
    expect(head.titles).toEqual([`${shown.title} · bikeable`]);
    expect(one(head, 'og:title')).toBe(`${shown.title} · bikeable`);
    const description = one(head, 'description');
    expectSummaryOf(description, shown.lead);
    expect(one(head, 'og:description')).toBe(description);
    expect(one(head, 'og:type')).toBe('article');
    expect(one(head, 'article:published_time')).toBe(article.published_at!.toISOString());
    expect(head.canonical).toEqual([`${ORIGIN}${prefix(locale)}/news/${article.slug}`]);
    // The cover as the JPEG made for sharing, under an address naming the platform and the cover.
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/api/news/${article.slug}/share.jpg?platform=bikeable&v=${article.cover_photo_id}-1`);
    expect(one(head, 'og:image:type')).toBe('image/jpeg');
    expect(one(head, 'og:image:alt')).toBe(shown.title);
    // The same language and text as the API's article for that site and language.
    const api = await t.get<{ locale: string; title: string }>(`/api/news/${article.slug}`, { ...BIKEABLE_CH, 'accept-language': locale });
    expect(api.body).toMatchObject({ locale, title: shown.title });
  });

  it('the app variant /app/news/{slug} has the article head too', async () => {
    const article = await bikeableArticleInFourLanguages();
    const { head } = await page(`/fr/app/news/${article.slug}`);
    expect(head.titles).toEqual([`${article.translations.find((x) => x.locale === 'fr')!.title} · bikeable`]);
    expect(one(head, 'og:type')).toBe('article');
  });
});

describe('the news feeds in the head', () => {
  const feeds = (head: ReturnType<typeof readHead>) =>
    head.links.filter((l) => l.rel === 'alternate' && l.href.includes('/api/news.')).map((l) => l.href);

  it.each([
    ['/news', {}, 'platform=bikeable&country=ch&lang=de'],
    ['/fr/news?country=world', {}, 'platform=bikeable&country=world&lang=fr'],
    ['/it/news', { host: 'walkable.ch' }, 'platform=walkable&country=ch&lang=it'],
  ] as const)('%s links the RSS and Atom feeds of its site and language', async (url, headers, query) => {
    const { html, head } = await page(url, headers);
    expect(feeds(head)).toEqual([`${ORIGIN}/api/news.rss?${query}`, `${ORIGIN}/api/news.atom?${query}`]);
    expect(html).toContain(`type="application/rss+xml"`);
    expect(html).toContain(`type="application/atom+xml"`);
    // Both answer as feeds.
    for (const href of feeds(head)) {
      const res = await t.app.inject({ url: href.slice(ORIGIN.length) });
      expect(res.statusCode, href).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/(rss|atom)\+xml/);
    }
  });

  it('an article links them too; other pages do not', async () => {
    const article = await bikeableArticleInFourLanguages();
    expect(feeds((await page(`/en/news/${article.slug}`)).head)).toHaveLength(2);
    expect(feeds((await page('/en/imprint')).head)).toEqual([]);
    expect(feeds((await page('/spots')).head)).toEqual([]);
  });
});

describe('an article that is not there', () => {
  async function missing(url: string) {
    const res = await t.app.inject({ url, headers: HTML });
    expect(res.statusCode, url).toBe(404);
    expect(res.body).toContain('<div id="shell-root">');
    return { html: res.body, head: readHead(res.body) };
  }

  it('an unknown or malformed slug is a 404 with the platform defaults and no address', async () => {
    for (const url of ['/news/no-such-article', '/fr/news/NOPE', '/app/news/no-such-article']) {
      const { head } = await missing(url);
      expect(head.canonical).toEqual([]);
      expect(one(head, 'og:type')).toBe('website');
      expect(head.titles[0]).toMatch(/^bikeable – /);
    }
  });

  it('a draft, and an article of another platform, give nothing away', async () => {
    const article = await bikeableArticleInFourLanguages();
    await t.db.kysely
      .updateTable('news_articles')
      .set({ status: 'draft' })
      .where('slug', '=', article.slug)
      .where('platform', '=', 'bikeable')
      .execute();
    try {
      const { html } = await missing(`/en/news/${article.slug}`);
      expect(html).not.toContain(article.translations.find((x) => x.locale === 'en')!.title);
    } finally {
      await t.db.kysely
        .updateTable('news_articles')
        .set({ status: 'published' })
        .where('slug', '=', article.slug)
        .where('platform', '=', 'bikeable')
        .execute();
    }
    const other = await bikeableArticleInFourLanguages();
    await missing(`/news/${other.slug}?platform=walkable`);
  });
});

describe('GET /api/news/:slug/share.jpg', () => {
  it("answers a public article's cover as a 1200×630 JPEG: for good under its version, by ETag otherwise", async () => {
    const article = await bikeableArticleInFourLanguages();
    const url = `/api/news/${article.slug}/share.jpg?platform=bikeable`;
    const versioned = await t.app.inject({ url: `${url}&v=${article.cover_photo_id}-1` });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/jpeg');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(versioned.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 630, undefined]);

    const plain = await t.app.inject({ url });
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.rawPayload.equals(versioned.rawPayload)).toBe(true);
    expect((await t.app.inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);
  });

  it("an article without a cover redirects to the platform's image", async () => {
    const article = await bikeableArticleInFourLanguages();
    await t.db.kysely
      .updateTable('news_articles')
      .set({ cover_photo_id: null })
      .where('slug', '=', article.slug)
      .where('platform', '=', 'bikeable')
      .execute();
    try {
      const res = await t.app.inject({ url: `/api/news/${article.slug}/share.jpg?platform=bikeable` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/shared/share-bikeable.png');
      expect(one((await page(`/news/${article.slug}`)).head, 'og:image')).toBe(`${ORIGIN}/shared/share-bikeable.png`);
    } finally {
      await t.db.kysely
        .updateTable('news_articles')
        .set({ cover_photo_id: article.cover_photo_id })
        .where('slug', '=', article.slug)
        .where('platform', '=', 'bikeable')
        .execute();
    }
  });

  it("a draft, a scheduled, an unknown or another platform's article is a 404; a bad slug or platform a 400", async () => {
    const article = await bikeableArticleInFourLanguages();
    const status = async (url: string) => (await t.app.inject({ url })).statusCode;
    expect(await status(`/api/news/${article.slug}/share.jpg?platform=walkable`)).toBe(404);
    expect(await status('/api/news/no-such-article/share.jpg')).toBe(404);
    for (const set of [{ status: 'draft' }, { published_at: new Date(Date.now() + 86_400_000) }] as const) {
      const before = await t.db.kysely
        .selectFrom('news_articles')
        .select(['status', 'published_at'])
        .where('slug', '=', article.slug)
        .where('platform', '=', 'bikeable')
        .executeTakeFirstOrThrow();
      await t.db.kysely.updateTable('news_articles').set(set).where('slug', '=', article.slug).where('platform', '=', 'bikeable').execute();
      try {
        expect(await status(`/api/news/${article.slug}/share.jpg?platform=bikeable`)).toBe(404);
      } finally {
        await t.db.kysely.updateTable('news_articles').set(before).where('slug', '=', article.slug).where('platform', '=', 'bikeable').execute();
      }
    }
    const bad = await t.app.inject({ url: '/api/news/NOPE!/share.jpg' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'slug']);
    const badPlatform = await t.app.inject({ url: `/api/news/${article.slug}/share.jpg?platform=cycling` });
    expect([badPlatform.statusCode, badPlatform.json().field]).toEqual([400, 'platform']);
  });
});

describe('database reads', () => {
  it('a content page and an article read once each, the news list not at all', async () => {
    const article = await bikeableArticleInFourLanguages();
    const selects = vi.spyOn(t.db.kysely, 'selectFrom');
    try {
      await t.app.inject({ url: '/news', headers: HTML });
      expect(selects).not.toHaveBeenCalled();
      await t.app.inject({ url: '/imprint', headers: HTML });
      expect(selects).toHaveBeenCalledTimes(1);
      await t.app.inject({ url: `/news/${article.slug}`, headers: HTML });
      expect(selects).toHaveBeenCalledTimes(2);
    } finally {
      selects.mockRestore();
    }
  });
});
