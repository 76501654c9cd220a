// GET /api/content/:page: every seeded page of every platform in every language, the language
// rule (lang, else Accept-Language; then en, then any), placeholders filled for the request's site
// at read time, the body rendered and sanitised, and bad input as 400/404.
import { CONTENT_PAGES, LOCALES, PLATFORMS, contactEmail, type Locale } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LAST_UPDATED, formatContentDate } from '../../../src/db/seed/content/platform-values.ts';
import { contentSources } from '../../../src/db/seed/content/seed-content-pages.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const site = (platform: string, country: string, locale?: string) => ({
  'moveable-platform': platform,
  'moveable-countrycode': country,
  ...(locale ? { 'accept-language': locale } : {}),
});

describe('every page, platform and language', () => {
  const cases = PLATFORMS.flatMap((platform) => CONTENT_PAGES.flatMap((page) => LOCALES.map((locale) => [platform, page, locale] as const)));

  it.each(cases)('%s %s in %s: the seeded text, filled and rendered', async (platform, page, locale) => {
    const res = await t.get(`/api/content/${page}?lang=${locale}`, site(platform, 'ch'));
    expect(res.status).toBe(200);
    const source = (await contentSources()).find((s) => s.page === page && s.locale === locale)!;
    expect(res.body).toMatchObject({ page, locale, updatedAt: `${CONTENT_LAST_UPDATED}T00:00:00.000Z` });
    expect(res.body.revisionId).toEqual(expect.any(Number));
    expect(res.body.title).toBe(source.title.replaceAll('{{platformName}}', platform));
    for (const text of [res.body.title, res.body.description, res.body.bodyHtml]) expect(text).not.toMatch(/\{\{|\}\}/);
    expect(res.body.bodyHtml).toMatch(/^<(h2|p)>/);
    expect(res.body.bodyHtml).toContain('<h2>');
    expect(res.body.bodyHtml).not.toContain('<h1');
    if (source.body.includes('{{contactEmail}}')) expect(res.body.bodyHtml).toContain(`href="mailto:${contactEmail(platform, 'ch')}"`);
    if (source.body.includes('{{lastUpdated}}')) expect(res.body.bodyHtml).toContain(formatContentDate(locale));
  });
});

describe('placeholders are filled for the request’s site', () => {
  it.each([
    ['bikeable', 'ch'],
    ['bikeable', 'de'],
    ['bikeable', 'us'],
    ['bikeable', 'world'],
    ['bikeable', 'pl'],
    ['walkable', 'ch'],
    ['accessable', 'world'],
  ])('%s/%s: its contact address and name', async (platform, country) => {
    const res = await t.get('/api/content/imprint?lang=en', site(platform, country));
    const expected = contactEmail(platform, country);
    expect(res.body.bodyHtml).toContain(`<a href="mailto:${expected}">${expected}</a>`);
    expect(res.body.bodyHtml).toContain(`<strong>moveable spots association</strong>`);
    expect(res.body.bodyHtml).toContain(`${platform} (`);
  });

  it('site address: PUBLIC_URL outside production, each country site’s own host on https', async () => {
    const local = await t.get('/api/content/imprint?lang=en', site('bikeable', 'de'));
    expect(local.body.bodyHtml).toContain('bikeable (<a href="http://localhost:8080" rel="noopener noreferrer">');
    const production = await buildTestApp(t.db, t.data, { publicUrl: 'https://bikeable.ch' });
    try {
      expect((await production.get('/api/content/imprint?lang=en', site('bikeable', 'de'))).body.bodyHtml).toContain(
        'bikeable (<a href="https://bikeable.de" rel="noopener noreferrer">',
      );
      expect((await production.get('/api/content/imprint?lang=en', site('walkable', 'world'))).body.bodyHtml).toContain(
        'walkable (<a href="https://walkable-world.org" rel="noopener noreferrer">',
      );
    } finally {
      await production.app.close();
    }
  });
});

describe('language', () => {
  it('Accept-Language picks it when lang is absent, unless the country has one content language (§4); lang wins over both', async () => {
    expect((await t.get('/api/content/about', site('bikeable', 'ch', 'fr-CH,fr;q=0.9'))).body.locale).toBe('fr');
    expect((await t.get('/api/content/about', site('bikeable', 'ch'))).body.locale).toBe('de');
    expect((await t.get('/api/content/about?lang=it', site('bikeable', 'ch', 'fr'))).body.locale).toBe('it');
    // §4: the content follows the country where it has one language (Italy: it, Austria: de)
    expect((await t.get('/api/content/about', site('bikeable', 'it', 'fr-CH,fr;q=0.9'))).body.locale).toBe('it');
    expect((await t.get('/api/content/about', site('bikeable', 'at', 'en'))).body.locale).toBe('de');
    expect((await t.get('/api/content/about', site('bikeable', 'world', 'fr'))).body.locale).toBe('fr');
  });

  async function removeText(platform: string, page: string, locale: Locale) {
    await t.db.kysely
      .deleteFrom('content_pages')
      .where('platform', '=', platform as 'bikeable')
      .where('page', '=', page)
      .where('locale', '=', locale)
      .execute();
  }

  it('a page without the language falls back to en, then to any it has', async () => {
    await removeText('accessable', 'guidelines', 'it');
    const en = await t.get('/api/content/guidelines?lang=it', site('accessable', 'ch'));
    expect(en.status).toBe(200);
    expect(en.body.locale).toBe('en');
    await removeText('accessable', 'guidelines', 'en');
    const any = await t.get('/api/content/guidelines?lang=it', site('accessable', 'ch'));
    expect(any.status).toBe(200);
    expect(['de', 'fr']).toContain(any.body.locale);
    for (const locale of ['de', 'fr'] as const) await removeText('accessable', 'guidelines', locale);
    const none = await t.get('/api/content/guidelines?lang=it', site('accessable', 'ch'));
    expect(none.status).toBe(404);
    // Other platforms keep theirs.
    expect((await t.get('/api/content/guidelines?lang=it', site('walkable', 'ch'))).body.locale).toBe('it');
  });
});

describe('answers', () => {
  it('may be cached briefly, per site and language', async () => {
    const res = await t.get('/api/content/terms', site('bikeable', 'ch'));
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['vary']).toContain('accept-language');
    expect(res.headers['vary']).toContain('moveable-platform');
  });

  it('an unknown page is a 404; a malformed name, language or site a 400 naming it', async () => {
    expect(await t.get('/api/content/impressum')).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'Content page impressum not found' },
    });
    expect(await t.get('/api/content/constructor')).toMatchObject({ status: 404 });
    expect(await t.get('/api/content/Imprint%3Cscript%3E')).toMatchObject({ status: 400, body: { field: 'page' } });
    expect(await t.get('/api/content/imprint?lang=xx')).toMatchObject({
      status: 400,
      body: { field: 'lang', message: 'lang must be one of de, fr, it, en' },
    });
    expect(await t.get('/api/content/imprint', { 'moveable-platform': 'rideable' })).toMatchObject({
      status: 400,
      body: { field: 'moveable-platform' },
    });
  });
});
