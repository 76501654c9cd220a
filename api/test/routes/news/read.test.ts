// The public news reads: GET /news (scope by platform and country, the language each article is
// shown in, tag and organisation filters, keyset paging) and GET /news/:slug (published only,
// drafts and scheduled articles a 404 for the public and for people who do not edit them).
import { newsArticleSchema, newsPageSchema, PLATFORMS } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { expectedNewsSlugs, fetchAllNews, isPublicDemo, siteHeaders } from '../../helpers/news.ts';

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
  member = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
  user = await signIn(t, DEMO_ACCOUNTS.user.email);
});
afterAll(() => t.app.close());

describe('the demo news', () => {
  it('has at least 12 published articles per platform, each in at least two languages and with a cover', async () => {
    for (const platform of PLATFORMS) {
      const published = t.data.news.filter((a) => a.platform === platform && isPublicDemo(a));
      expect(published.length, platform).toBeGreaterThanOrEqual(12);
      const items = await fetchAllNews(t, '/api/news', siteHeaders(platform, 'world'), 50);
      expect(items).toHaveLength(published.length);
      for (const item of items) {
        expect((item['locales'] as string[]).length, item.slug).toBeGreaterThanOrEqual(2);
        expect(item['coverPhoto'], item.slug).not.toBeNull();
      }
    }
  });

  it('covers several countries and all four languages', () => {
    const bikeable = t.data.news.filter((a) => a.platform === 'bikeable');
    expect(new Set(bikeable.map((a) => a.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(t.data.news.flatMap((a) => Object.keys(a.translations)))).toEqual(new Set(['de', 'fr', 'it', 'en']));
  });
});

describe('GET /news', () => {
  const sites: [string, string][] = [
    ['bikeable', 'ch'],
    ['bikeable', 'de'],
    ['bikeable', 'it'],
    ['bikeable', 'world'],
    ['walkable', 'ch'],
    ['walkable', 'in'],
    ['accessable', 'ch'],
    ['bikeable', 'se'],
  ];
  it.each(sites)('%s/%s lists its country’s and every-country articles, newest first, over every page', async (platform, country) => {
    const items = await fetchAllNews(t, '/api/news', siteHeaders(platform as 'bikeable', country), 3);
    expect(items.map((i) => i.slug)).toEqual(expectedNewsSlugs(t.data.news, platform as 'bikeable', country === 'world' ? null : country));
  });

  it('answers what the contract declares, never a draft or a scheduled article', async () => {
    const res = await t.get('/api/news?limit=50', siteHeaders('bikeable', 'ch'));
    expect(newsPageSchema.safeParse(res.body).success).toBe(true);
    const slugs = res.body.items.map((i: { slug: string }) => i.slug);
    expect(slugs).not.toContain('velodemo-critical-mass-mai');
    expect(slugs).not.toContain('velovorzugsroute-zuerich-nord-eroeffnet');
    for (const item of res.body.items) expect(item.status).toBe('published');
  });

  it('shows each article in the content locale of the site, falling back to a language it has', async () => {
    const bySlug = async (headers: Record<string, string>, slug: string) => {
      const items = await fetchAllNews(t, '/api/news', headers, 50);
      return items.find((i) => i.slug === slug);
    };
    // ch follows the visitor: French where the article has it…
    expect(await bySlug(siteHeaders('bikeable', 'ch', 'fr'), 'lausanne-pistes-cyclables-definitives')).toMatchObject({
      locale: 'fr',
      locales: ['de', 'fr'],
      title: 'Lausanne : les pistes cyclables provisoires deviennent définitives',
    });
    // …and for an Italian visitor of an article in de and en: the visitor's language is missing, English next.
    expect(await bySlug(siteHeaders('bikeable', 'ch', 'it'), 'zuerich-neue-velostreifen-2026')).toMatchObject({
      locale: 'en',
      locales: ['de', 'en'],
    });
    // de shows German whatever the visitor speaks; it shows Italian.
    expect(await bySlug(siteHeaders('bikeable', 'de', 'fr'), 'berlin-pop-up-radwege-dauerhaft')).toMatchObject({ locale: 'de' });
    expect(await bySlug(siteHeaders('bikeable', 'it', 'de'), 'milano-corso-buenos-aires-ciclabile')).toMatchObject({ locale: 'it' });
    // in shows English; an every-country article on the Swedish site (else: en).
    expect(await bySlug(siteHeaders('walkable', 'in', 'de'), 'pune-footpath-audit-volunteers')).toMatchObject({ locale: 'en' });
    expect(await bySlug(siteHeaders('bikeable', 'se', 'fr'), 'bikeable-now-in-ten-countries')).toMatchObject({ locale: 'en' });
    // The worldwide site follows the visitor.
    expect(await bySlug(siteHeaders('bikeable', 'world', 'fr'), 'bikeable-now-in-ten-countries')).toMatchObject({ locale: 'fr' });
  });

  it('filters by tag and by organisation', async () => {
    const zurich = await fetchAllNews(t, '/api/news?tag=zurich', siteHeaders('bikeable', 'ch'), 50);
    const expected = t.data.news.filter((a) => a.platform === 'bikeable' && isPublicDemo(a) && a.tags.includes('zurich')).map((a) => a.slug);
    expect(zurich.map((i) => i.slug).sort()).toEqual([...expected].sort());
    expect(zurich.length).toBeGreaterThan(0);

    const organisation = await fetchAllNews(t, '/api/news?organisation=zuerich', siteHeaders('bikeable', 'ch'), 50);
    expect(organisation.length).toBeGreaterThan(0);
    for (const item of organisation) expect(item['organisation']).toEqual({ slug: 'zuerich', name: 'Stadt Zürich' });
    // Upper-case tags are the same tag; an unknown tag or organisation matches nothing.
    expect((await t.get('/api/news?tag=ZURICH', siteHeaders('bikeable', 'ch'))).body.items.length).toBe(zurich.length);
    expect((await t.get('/api/news?tag=nothing-here', siteHeaders('bikeable', 'ch'))).body).toEqual({ items: [], nextCursor: null });
    expect((await t.get('/api/news?organisation=nobody', siteHeaders('bikeable', 'ch'))).body).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['tag=not%20a%20tag', 'tag'],
    ['organisation=-x', 'organisation'],
    ['cursor=garbage!', 'cursor'],
    ['cursor=eyJsIjoiZCIsImsiOiIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMFoiLCJpIjoxfQ', 'cursor'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/news?${query}`, siteHeaders('bikeable', 'ch'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, field });
  });
});

describe('GET /news/:slug', () => {
  it('answers a published article with its body rendered to HTML', async () => {
    const res = await t.get('/api/news/hardbruecke-baustelle-umleitung', siteHeaders('bikeable', 'ch', 'de'));
    expect(res.status).toBe(200);
    expect(newsArticleSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      slug: 'hardbruecke-baustelle-umleitung',
      locale: 'de',
      status: 'published',
      organisation: { slug: 'zuerich', name: 'Stadt Zürich' },
      author: { id: DEMO_ACCOUNTS.organisationAdmin.id },
    });
    expect(res.body.bodyHtml).toContain('<h2>Umleitung</h2>');
    expect(res.body.bodyHtml).toContain('<li>ab Escher-Wyss-Platz über die <strong>Limmatstrasse</strong> zum Hauptbahnhof</li>');
    expect(res.body.coverPhoto.url).toMatch(/^\/api\/photos\/\d+$/);
    expect((await t.get(res.body.coverPhoto.url)).status).toBe(200);
  });

  it('shows the language asked for with ?lang=, or says which one it shows instead', async () => {
    const en = await t.get('/api/news/hardbruecke-baustelle-umleitung?lang=en', siteHeaders('bikeable', 'ch', 'de'));
    expect(en.body).toMatchObject({ locale: 'en', title: 'Hardbrücke roadworks: how to get around by bike' });
    const fr = await t.get('/api/news/hardbruecke-baustelle-umleitung?lang=fr', siteHeaders('bikeable', 'ch', 'de'));
    expect(fr.body).toMatchObject({ locale: 'de', locales: ['de', 'en'] });
    expect((await t.get('/api/news/hardbruecke-baustelle-umleitung?lang=xx', siteHeaders('bikeable', 'ch'))).body).toMatchObject({ field: 'lang' });
  });

  it('finds articles of the platform on any of its country sites, never on another platform', async () => {
    expect((await t.get('/api/news/berlin-pop-up-radwege-dauerhaft', siteHeaders('bikeable', 'ch'))).status).toBe(200);
    expect((await t.get('/api/news/berlin-pop-up-radwege-dauerhaft', siteHeaders('walkable', 'ch'))).status).toBe(404);
  });

  it('is a 404 for an unknown slug and a 400 for a malformed one', async () => {
    const unknown = await t.get('/api/news/no-such-article', siteHeaders('bikeable', 'ch'));
    expect(unknown).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Article no-such-article not found' } });
    const malformed = await t.get('/api/news/Not_A_Slug', siteHeaders('bikeable', 'ch'));
    expect(malformed).toMatchObject({ status: 400, body: { field: 'slug' } });
  });

  describe('a draft and a scheduled article', () => {
    const hidden = ['velodemo-critical-mass-mai', 'velovorzugsroute-zuerich-nord-eroeffnet'];

    it.each(hidden)('%s is a 404 for anonymous visitors, with the body of an unknown slug', async (slug) => {
      const res = await t.get(`/api/news/${slug}`, siteHeaders('bikeable', 'ch'));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: `Article ${slug} not found` });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each(hidden)('%s is a 404 for someone who does not edit it, and for a token that does not verify', async (slug) => {
      expect((await t.get(`/api/news/${slug}`, { ...siteHeaders('bikeable', 'ch'), ...bearer(user.accessToken) })).status).toBe(404);
      expect((await t.get(`/api/news/${slug}`, { ...siteHeaders('bikeable', 'ch'), authorization: 'Bearer not.a.token' })).status).toBe(404);
    });

    it('is shown to its editors with its status', async () => {
      const draft = await t.get('/api/news/velodemo-critical-mass-mai', { ...siteHeaders('bikeable', 'ch'), ...bearer(admin.accessToken) });
      expect(draft).toMatchObject({ status: 200, body: { status: 'draft', publishedAt: null } });
      // The scheduled one is Zürich's: its member sees it, the platform admin too.
      for (const who of [member, admin]) {
        const scheduled = await t.get('/api/news/velovorzugsroute-zuerich-nord-eroeffnet', {
          ...siteHeaders('bikeable', 'ch'),
          ...bearer(who.accessToken),
        });
        expect(scheduled).toMatchObject({ status: 200, body: { status: 'scheduled', publishedAt: '2030-05-04T07:00:00.000Z' } });
      }
      // The draft is the platform's: the organisation's member does not edit it.
      expect((await t.get('/api/news/velodemo-critical-mass-mai', { ...siteHeaders('bikeable', 'ch'), ...bearer(member.accessToken) })).status).toBe(
        404,
      );
    });
  });

  it('a public read with a token that does not verify still answers', async () => {
    const res = await t.get('/api/news/hardbruecke-baustelle-umleitung', {
      ...siteHeaders('bikeable', 'ch'),
      authorization: 'Bearer expired.or.garbage',
    });
    expect(res.status).toBe(200);
  });
});
