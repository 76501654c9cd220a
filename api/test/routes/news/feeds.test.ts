// GET /news.rss and /news.atom, read back with a feed parser (@rowanmanning/feed-parser) as a
// feed reader would: RSS 2.0 and Atom 1.0, the site's newest 20 published articles in the feed's
// language, absolute links to the site's pages by the canonical-URL rule, text escaped so that it
// comes back exactly as written.
import { parseFeed } from '@rowanmanning/feed-parser';
import type { Platform } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { isPublicDemo } from '../../helpers/news.ts';
import { createNews } from './news-helpers.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
});
afterAll(() => t.app.close());

const ORIGIN = 'http://localhost:8080';

async function feed(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, parsed: parseFeed(res.body) };
}

/** The demo articles a site's feed in `lang` holds, newest first. */
function expectedItems(platform: Platform, country: string | null, lang: string) {
  return t.data.news
    .filter((a) => a.platform === platform && isPublicDemo(a) && (country === null || a.country === null || a.country === country))
    .filter((a) => lang in a.translations)
    .sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''));
}

describe.each([
  ['rss', 'RSS 2.0', 'application/rss+xml; charset=utf-8', 'rss', '2.0'],
  ['atom', 'Atom 1.0', 'application/atom+xml; charset=utf-8', 'atom', '1.0'],
])('GET /news.%s', (format, _name, contentType, type, version) => {
  it(`is ${_name} of the site's published articles in its language, newest first, with absolute links`, async () => {
    const { res, parsed } = await feed(`/api/news.${format}?platform=bikeable&country=ch&lang=de`);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(parsed.meta).toEqual({ type, version });
    expect(parsed.title).toBe('News · bikeable');
    expect(parsed.language).toBe(format === 'rss' ? 'de' : null);
    expect(parsed.url).toBe(`${ORIGIN}/news`);
    expect(parsed.self).toBe(`${ORIGIN}/api/news.${format}?platform=bikeable&country=ch&lang=de`);

    const expected = expectedItems('bikeable', 'ch', 'de');
    expect(expected.length).toBeGreaterThan(3);
    expect(parsed.items.map((i) => i.url)).toEqual(expected.map((a) => `${ORIGIN}/news/${a.slug}`));
    for (const [index, item] of parsed.items.entries()) {
      const article = expected[index]!;
      const de = article.translations.de!;
      expect(item.title).toBe(de.title);
      expect(item.description).toBe(de.lead);
      expect(item.published?.toISOString()).toBe(new Date(article.publishedAt ?? '').toISOString());
      expect(item.categories.map((c) => c.term)).toEqual(article.tags);
      expect(item.authors.map((a) => a.name)).toEqual([article.organisation === 'zuerich' ? 'Stadt Zürich' : 'bikeable']);
      expect(item.content).toContain('<p>');
      expect(item.content).not.toContain('**');
      const images = item.mediaImages.map((m) => m.url);
      expect(images.length, article.slug).toBe(1);
      expect(images[0]).toMatch(new RegExp(`^${ORIGIN}/api/photos/\\d+$`));
    }
  });

  it('in another language: the articles written in it, linked in it', async () => {
    const { parsed } = await feed(`/api/news.${format}?platform=bikeable&country=ch&lang=fr`);
    const expected = expectedItems('bikeable', 'ch', 'fr');
    expect(parsed.title).toBe('Actualités · bikeable');
    expect(parsed.url).toBe(`${ORIGIN}/fr/news`);
    expect(parsed.items.map((i) => i.url)).toEqual(expected.map((a) => `${ORIGIN}/fr/news/${a.slug}`));
    expect(parsed.items.map((i) => i.title)).toEqual(expected.map((a) => a.translations.fr?.title));
  });

  it("names the platform and country in its links where PUBLIC_URL's host does not", async () => {
    const walkable = (await feed(`/api/news.${format}?platform=walkable&country=it&lang=it`)).parsed;
    expect(walkable.url).toBe(`${ORIGIN}/it/news?platform=walkable&country=it`);
    expect(walkable.items.map((i) => i.url)).toEqual(
      expectedItems('walkable', 'it', 'it').map((a) => `${ORIGIN}/it/news/${a.slug}?platform=walkable&country=it`),
    );
    const world = (await feed(`/api/news.${format}?platform=bikeable&country=world&lang=en`)).parsed;
    expect(world.url).toBe(`${ORIGIN}/en/news?country=world`);
    expect(world.items.map((i) => i.url)).toEqual(expectedItems('bikeable', null, 'en').map((a) => `${ORIGIN}/en/news/${a.slug}?country=world`));
  });

  it('without a query, the moveable-* headers and the content-locale rule choose the site', async () => {
    const { parsed } = await feed(`/api/news.${format}`, {
      'moveable-platform': 'accessable',
      'moveable-countrycode': 'ch',
      'accept-language': 'it',
    });
    expect(parsed.title).toBe('Notizie · accessable');
    expect(parsed.items.map((i) => i.url)).toEqual(
      expectedItems('accessable', 'ch', 'it').map((a) => `${ORIGIN}/it/news/${a.slug}?platform=accessable`),
    );
  });

  it('a site without articles in the language is a valid, empty feed', async () => {
    const { parsed } = await feed(`/api/news.${format}?platform=bikeable&country=ke&lang=it`);
    expect(parsed.meta.type).toBe(type);
    expect(parsed.items).toEqual([]);
  });

  it.each([
    ['country=xx', 'country'],
    ['platform=bikeable&country=in', 'country'],
    ['lang=es', 'lang'],
    ['platform=rideable', 'platform'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/news.${format}?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field });
  });
});

describe('feed contents', () => {
  it('holds the newest 20, and text with markup characters comes back exactly as written', async () => {
    const title = 'Tempo 30 & <Vortritt> für "alle" – Bürgerinnen\'s Umfrage';
    const lead = 'Ein Lead mit <b>Zeichen</b> & ]]> Ende.';
    let first = '';
    for (let i = 0; i < 20; i++) {
      const { slug } = await createNews(t, admin.accessToken, {
        publishedAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
        translations: { de: { title: i === 0 ? title : `Artikel ${i}`, lead: i === 0 ? lead : 'Lead', body: 'Text mit ]]> darin.' } },
      });
      if (i === 0) first = slug;
    }
    // The content is the body as the article page has it (a CDATA end inside is split, not cut).
    const { bodyHtml } = (await t.get(`/api/news/${first}`, { 'moveable-platform': 'bikeable' })).body;
    expect(bodyHtml).toMatch(/^<p>Text mit \]\](>|&gt;) darin\.<\/p>$/);
    for (const format of ['rss', 'atom']) {
      const { parsed } = await feed(`/api/news.${format}?platform=bikeable&country=ch&lang=de`);
      expect(parsed.items).toHaveLength(20);
      expect(parsed.items[0]?.title).toBe(title);
      expect(parsed.items[0]?.description).toBe(lead);
      // (the parser decodes the entities of the HTML it hands out)
      expect(parsed.items[0]?.content).toBe(bodyHtml.replace('&gt;', '>'));
      expect(parsed.items[19]?.title).toBe('Artikel 19');
    }
  });
});
