// The server-rendered <head> (issue 9), read from the raw HTML as link previews and search engines
// read it – no scripts run: language, title and description from the platform-named texts or the
// spot, canonical URL and hreflang alternates, Open Graph and Twitter card tags with a raster
// sharing image that the server really answers, escaping of hostile text, and no word of a
// deleted spot or of another platform's.
import { LOCALES, type Locale } from '@moveable/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { one, readHead } from './read-head.ts';
import { fixtureSiteWithRealTemplate, type FixtureSite } from './fixture-site.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ORIGIN = 'https://bikeable.example';

let site: FixtureSite;
let t: TestApp;

beforeAll(async () => {
  site = await fixtureSiteWithRealTemplate();
  t = await createTestApp({ siteDir: site.dir, importmapPath: site.importmapPath, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t.app.close();
  await site.remove();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers: { ...HTML, ...headers } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  return { html: res.body, head: readHead(res.body) };
}

const spotRow = (id: number) =>
  t.db.kysely
    .selectFrom('spots')
    .select(['id', 'title', 'description', 'platform', 'cover_photo_id', 'legacy_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Follows the og:image URL on this server: its bytes, type and size. */
async function fetchImage(url: string) {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  let res = await t.app.inject({ url: url.slice(ORIGIN.length), headers: { accept: 'image/*' } });
  if (res.statusCode === 302) res = await t.app.inject({ url: String(res.headers.location), headers: { accept: 'image/*' } });
  expect(res.statusCode, url).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { type: res.headers['content-type'], format: meta.format, width: meta.width, height: meta.height, headers: res.headers };
}

const prefix = (locale: Locale) => (locale === 'de' ? '' : `/${locale}`);

describe('a spot page, in every language', () => {
  // Demo spots 1 (no photo: the platform's PNG) and 4 (a cover: its JPEG), both bikeable.
  const cases = [1, 4].flatMap((id) => LOCALES.map((locale) => [id, locale] as const));
  it.each(cases)('/spots/%i in %s: language, title, description, addresses and a raster image to share', async (id, locale) => {
    const spot = await spotRow(id);
    expect(spot.platform).toBe('bikeable');
    const { head } = await page(`${prefix(locale)}/spots/${id}`);

    expect(head.lang).toBe(locale);
    expect(head.titles).toEqual([`${spot.title} · bikeable`]);
    const description = one(head, 'description');
    expect(description.length).toBeGreaterThan(0);
    expect([...description].length).toBeLessThanOrEqual(160);
    expect(spot.description.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));

    expect(head.canonical).toEqual([`${ORIGIN}${prefix(locale)}/spots/${id}`]);
    expect(head.alternates).toEqual({
      de: `${ORIGIN}/spots/${id}`,
      fr: `${ORIGIN}/fr/spots/${id}`,
      it: `${ORIGIN}/it/spots/${id}`,
      en: `${ORIGIN}/en/spots/${id}`,
      'x-default': `${ORIGIN}/spots/${id}`,
    });

    expect(one(head, 'og:type')).toBe('article');
    expect(one(head, 'og:site_name')).toBe('bikeable');
    expect(one(head, 'og:title')).toBe(`${spot.title} · bikeable`);
    expect(one(head, 'og:description')).toBe(description);
    expect(one(head, 'og:url')).toBe(`${ORIGIN}${prefix(locale)}/spots/${id}`);
    expect(one(head, 'og:locale')).toBe(`${locale}_CH`);
    expect(head.meta.get('og:locale:alternate')).toHaveLength(3);
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'theme-color')).toBe('#33BDCA');
    expect(head.links).toEqual(
      expect.arrayContaining([
        { rel: 'icon', href: '/shared/icon-bikeable.svg' },
        { rel: 'manifest', href: '/shared/manifest-bikeable.webmanifest' },
      ]),
    );

    const imageUrl = one(head, 'og:image');
    expect([one(head, 'og:image:width'), one(head, 'og:image:height')]).toEqual(['1200', '630']);
    const image = await fetchImage(imageUrl);
    expect(image).toMatchObject({ type: one(head, 'og:image:type'), width: 1200, height: 630 });
    if (spot.cover_photo_id === null) {
      expect(imageUrl).toBe(`${ORIGIN}/shared/share-bikeable.png`);
      expect(image.format).toBe('png');
    } else {
      expect(imageUrl).toBe(`${ORIGIN}/api/spots/${id}/share.jpg?v=${spot.cover_photo_id}-1`);
      expect(image.format).toBe('jpeg');
      expect(one(head, 'og:image:alt')).toBe(spot.title);
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('an old /entries/{oldId} link has the spot head, with /spots/{id} as its address', async () => {
    const spot = await t.db.kysely
      .selectFrom('spots')
      .select(['id', 'title', 'legacy_id'])
      .where('legacy_id', 'is not', null)
      .where('platform', '=', 'bikeable')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { head } = await page(`/fr/entries/${spot.legacy_id}`);
    expect(head.titles).toEqual([`${spot.title} · bikeable`]);
    expect(head.canonical).toEqual([`${ORIGIN}/fr/spots/${spot.id}`]);
  });

  it('a spot without photos shares the platform image (PNG, 1200×630)', async () => {
    const spot = await t.db.kysely
      .selectFrom('spots')
      .select(['id'])
      .where('cover_photo_id', 'is', null)
      .where('platform', '=', 'walkable')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { head } = await page(`/en/spots/${spot.id}?platform=walkable`);
    expect(head.titles[0]).toMatch(/ · walkable$/);
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/shared/share-walkable.png`);
    expect(one(head, 'og:image:type')).toBe('image/png');
    expect(await fetchImage(one(head, 'og:image'))).toMatchObject({ type: 'image/png', format: 'png', width: 1200, height: 630 });
    // The image route agrees: no cover, so the platform's image.
    const res = await t.app.inject({ url: `/api/spots/${spot.id}/share.jpg` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/shared/share-walkable.png');
  });

  it('a long description is one plain line of at most 160 characters, cut at a word', async () => {
    const long = `Erste Zeile\n\n${'Die Velospur endet abrupt vor der Kreuzung und Autos parkieren darauf. '.repeat(5)}`;
    await t.db.kysely.updateTable('spots').set({ description: long }).where('id', '=', 5).execute();
    const description = one((await page('/spots/5')).head, 'description');
    expect([...description].length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Erste Zeile Die Velospur endet .* \p{L}+…$/u);
  });
});

describe('what the head never shows', () => {
  it('a deleted spot: the platform defaults, and not a word of the spot', async () => {
    const spot = await spotRow(6);
    expect(spot.cover_photo_id).not.toBeNull();
    await t.db.kysely.updateTable('spots').set({ deleted_at: new Date() }).where('id', '=', 6).execute();
    const { html, head } = await page('/spots/6');
    expect(head.titles).toEqual(['bikeable – gute und schlechte Orte für den Radverkehr']);
    expect(html).not.toContain(spot.title);
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/shared/share-bikeable.png`);
    expect(one(head, 'og:type')).toBe('website');
    // Its sharing image is gone too (authorisation of reads: a deleted spot is a 404 everywhere).
    expect((await t.app.inject({ url: `/api/spots/6/share.jpg?v=${spot.cover_photo_id}-1` })).statusCode).toBe(404);
  });

  it("another platform's spot: the defaults of the platform asked for", async () => {
    const walkable = await t.db.kysely
      .selectFrom('spots')
      .select(['id', 'title'])
      .where('platform', '=', 'walkable')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { html, head } = await page(`/spots/${walkable.id}`, { host: 'bikeable.ch' });
    expect(head.titles).toEqual(['bikeable – gute und schlechte Orte für den Radverkehr']);
    expect(html).not.toContain(walkable.title);
  });

  it('hostile text in a spot is text: escaped in the title, every attribute and the description', async () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)> & 'quoted' </title><!--`;
    await t.db.kysely
      .updateTable('spots')
      .set({ title: hostile, description: `${hostile} ${hostile}` })
      .where('id', '=', 9)
      .execute();
    const { html, head } = await page('/spots/9');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!--');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(head.titles).toEqual([`${hostile} · bikeable`]);
    expect(one(head, 'og:title')).toBe(`${hostile} · bikeable`);
    expect(one(head, 'og:image:alt')).toBe(hostile);
    expect(one(head, 'description')).toBe(`${hostile} ${hostile}`.replace(/\s+/g, ' '));
  });

  it('hostile text in the address stays out of the canonical URL', async () => {
    const { html, head } = await page('/spots?famed=false&utm_source=x"><script>alert(1)</script>&platform=walkable');
    expect(html).not.toContain('<script>alert');
    expect(head.canonical).toEqual([`${ORIGIN}/spots?platform=walkable`]);
  });
});

describe('pages by platform and address', () => {
  const TITLES = {
    bikeable: 'bikeable – gute und schlechte Orte für den Radverkehr',
    walkable: 'walkable – gute und schlechte Orte für den Fußverkehr',
    accessable: 'accessable – gute und schlechte Orte für Barrierefreiheit',
  };
  const cases = Object.entries(TITLES).flatMap(([platform, home]) => [
    [platform, 'host', '/', { host: `${platform}.ch` }, home],
    [platform, 'host', '/spots', { host: `www.${platform}.ch` }, `Spots · ${platform}`],
    [platform, 'host', '/map', { host: `${platform}.ch` }, `Karte · ${platform}`],
    [platform, 'query', `/?platform=${platform}`, {}, home],
    [platform, 'query', `/spots?platform=${platform}`, {}, `Spots · ${platform}`],
    [platform, 'query', `/map?platform=${platform}`, {}, `Karte · ${platform}`],
  ]) as [string, string, string, Record<string, string>, string][];

  it.each(cases)('%s by %s: %s', async (platform, _by, url, headers, title) => {
    const { head } = await page(url, headers);
    expect(head.titles).toEqual([title]);
    expect(one(head, 'og:title')).toBe(title);
    expect(one(head, 'og:site_name')).toBe(platform);
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/shared/share-${platform}.png`);
  });

  it.each([
    ['/fr/spots', 'fr', 'Spots · bikeable'],
    ['/it/map', 'it', 'Mappa · bikeable'],
    ['/en/login', 'en', 'Log in · bikeable'],
    ['/login?mode=signup', 'de', 'Konto erstellen · bikeable'],
    ['/fr/addSpot', 'fr', 'Ajouter un spot · bikeable'],
    ['/en', 'en', 'bikeable – good and bad spots for cycling'],
  ])('%s: lang %s, title "%s"', async (url, lang, title) => {
    const { head } = await page(url);
    expect(head.lang).toBe(lang);
    expect(head.titles).toEqual([title]);
  });

  it('the canonical URL leaves filters, modes and tracking out, and keeps the platform chosen', async () => {
    expect((await page('/fr/spots?famed=false&categories=3&utm_campaign=x')).head.canonical).toEqual([`${ORIGIN}/fr/spots`]);
    expect((await page('/login?mode=signup&redirect=/map')).head.canonical).toEqual([`${ORIGIN}/login`]);
    const walkable = (await page('/it/map?platform=walkable&zoom=12')).head;
    expect(walkable.canonical).toEqual([`${ORIGIN}/it/map?platform=walkable`]);
    expect(walkable.alternates['x-default']).toBe(`${ORIGIN}/map?platform=walkable`);
    expect((await page('/en')).head.alternates).toMatchObject({ de: `${ORIGIN}/`, en: `${ORIGIN}/en`, 'x-default': `${ORIGIN}/` });
  });

  it('an unknown path names no address of ours', async () => {
    const res = await t.app.inject({ url: '/fr/no/such/page', headers: HTML });
    const head = readHead(res.body);
    expect(head.lang).toBe('fr');
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual({});
    expect(head.meta.has('og:url')).toBe(false);
  });

  it('the worldwide site names a territory per language in og:locale', async () => {
    const { head } = await page('/fr/spots?country=world');
    expect(one(head, 'og:locale')).toBe('fr_FR');
    expect(head.meta.get('og:locale:alternate')).toEqual(['de_DE', 'it_IT', 'en_US']);
  });

  it('only a spot page reads the database, once', async () => {
    const selects = vi.spyOn(t.db.kysely, 'selectFrom');
    try {
      for (const url of ['/', '/spots', '/map', '/fr/login', '/no/such/page']) await t.app.inject({ url, headers: HTML });
      expect(selects).not.toHaveBeenCalled();
      await t.app.inject({ url: '/spots/1', headers: HTML });
      expect(selects).toHaveBeenCalledTimes(1);
    } finally {
      selects.mockRestore();
    }
  });

  it('each page has its own validator: a changed spot changes the ETag', async () => {
    const first = await t.app.inject({ url: '/spots/10', headers: HTML });
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ url: '/spots/10', headers: { ...HTML, 'if-none-match': etag } })).statusCode).toBe(304);
    expect(etag).not.toBe(String((await t.app.inject({ url: '/spots/12', headers: HTML })).headers.etag));
    await t.db.kysely.updateTable('spots').set({ title: 'A new title for ten' }).where('id', '=', 10).execute();
    expect((await t.app.inject({ url: '/spots/10', headers: { ...HTML, 'if-none-match': etag } })).statusCode).toBe(200);
  });
});

describe('GET /api/spots/:id/share.jpg', () => {
  it('answers a cover as a 1200×630 JPEG: for good under its version, by ETag otherwise', async () => {
    const spot = await spotRow(12);
    const versioned = await t.app.inject({ url: `/api/spots/12/share.jpg?v=${spot.cover_photo_id}-1` });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/jpeg');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(versioned.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.icc]).toEqual([1200, 630, undefined, undefined]);

    const plain = await t.app.inject({ url: '/api/spots/12/share.jpg' });
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.rawPayload.equals(versioned.rawPayload)).toBe(true);
    const again = await t.app.inject({ url: '/api/spots/12/share.jpg', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('is the same for every platform header (photos are not scoped by platform), and 404 or 400 for no spot', async () => {
    const a = await t.app.inject({ url: '/api/spots/12/share.jpg', headers: { 'moveable-platform': 'walkable' } });
    expect(a.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/spots/99999999/share.jpg' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/spots/abc/share.jpg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});
