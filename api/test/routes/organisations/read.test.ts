// GET /api/organisations and /api/organisations/:slug: the demo's partners, towns and sponsors,
// scoped by platform (and country for the list), every page of every filter against the demo data
// computed in JavaScript, the content-locale rule for names and descriptions, and the counts.
import { organisationPageSchema, organisationSchema, type OrganisationPage, type Platform } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectedSpots } from '../../helpers/expected.ts';
import { siteHeaders } from '../../helpers/news.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** Byte-wise, like the API's COLLATE "C". */
const bySlug = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function expectedSlugs(platform: Platform, filter: { country?: string | null; type?: string; premium?: boolean } = {}): string[] {
  return t.data.organisations
    .filter((o) => o.platform === platform)
    .filter((o) => !filter.country || o.country === filter.country)
    .filter((o) => filter.type === undefined || o.type === filter.type)
    .filter((o) => filter.premium === undefined || o.premium === filter.premium)
    .map((o) => o.slug)
    .sort(bySlug);
}

/** Every page of a list, following nextCursor; each answer checked against the contract. */
async function allSlugs(query: string, headers: Record<string, string>, limit: number): Promise<string[]> {
  const slugs: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const url: string = `/api/organisations?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.get<OrganisationPage>(url, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    organisationPageSchema.strict().parse(res.body);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    slugs.push(...res.body.items.map((i) => i.slug));
    cursor = res.body.nextCursor;
    if (!cursor) return slugs;
  }
  throw new Error('more than 50 pages');
}

describe('GET /api/organisations', () => {
  it.each([
    ['bikeable', 'ch', {}, ''],
    ['bikeable', 'de', {}, ''],
    ['bikeable', 'at', {}, ''],
    ['bikeable', 'world', { country: null }, ''],
    ['bikeable', 'ch', { country: 'de' }, 'country=de'],
    ['bikeable', 'ch', { country: null }, 'country=world'],
    ['bikeable', 'world', { type: 'town' }, 'type=town'],
    ['bikeable', 'ch', { type: 'partner' }, 'type=partner'],
    ['bikeable', 'ch', { type: 'sponsor' }, 'type=sponsor'],
    ['bikeable', 'world', { premium: true }, 'premium=true'],
    ['bikeable', 'ch', { type: 'town', premium: false }, 'type=town&premium=false'],
    ['walkable', 'ch', {}, ''],
    ['walkable', 'it', {}, ''],
    ['accessable', 'ch', {}, ''],
    ['accessable', 'ch', { type: 'partner' }, 'type=partner'],
  ] as const)('%s/%s %j: every page, by slug', async (platform, site, filter, query) => {
    const country = 'country' in filter ? filter.country : site === 'world' ? null : site;
    const expected = expectedSlugs(platform, { ...filter, country });
    for (const limit of [1, 2, 24]) expect(await allSlugs(query, siteHeaders(platform, site), limit)).toEqual(expected);
  });

  it('the demo has towns, partners and sponsors on each platform', () => {
    for (const platform of ['bikeable', 'walkable', 'accessable'] as const) {
      expect(new Set(t.data.organisations.filter((o) => o.platform === platform).map((o) => o.type))).toEqual(
        new Set(['town', 'partner', 'sponsor']),
      );
    }
  });

  it('an item is what a partner card needs, its counts those of the demo data', async () => {
    const res = await t.get('/api/organisations?country=world&limit=100', siteHeaders('bikeable', 'ch', 'fr'));
    const spots = expectedSpots(t.data);
    for (const item of res.body.items) {
      const demo = t.data.organisations.find((o) => o.platform === 'bikeable' && o.slug === item.slug)!;
      const inArea = spots.filter((s) => s.platform === 'bikeable' && !s.archived && s.regionIds.some((id) => demo.regionIds.includes(id)));
      expect(item, item.slug).toEqual({
        slug: demo.slug,
        type: demo.type,
        platform: 'bikeable',
        country: demo.country,
        // A French reader on the Swiss site: French where there is a French name, else its own.
        name: demo.names.fr ?? demo.name,
        description: demo.descriptions.fr,
        locale: 'fr',
        locales: ['de', 'fr', 'it', 'en'],
        logo: null,
        website: demo.website,
        contactEmail: demo.contactEmail,
        premium: demo.premium,
        regionIds: [...demo.regionIds].sort((a, b) => a - b),
        counts: { spots: inArea.length, officialAnswers: t.data.officialAnswers.filter((a) => a.organisationId === demo.id).length },
      });
    }
    expect(res.body.items.find((i: { slug: string }) => i.slug === 'zuerich').counts.spots).toBeGreaterThan(100);
    expect(res.body.items.find((i: { slug: string }) => i.slug === 'zuerich').counts.officialAnswers).toBeGreaterThan(10);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['type=city', 'type'],
    ['country=CH', 'country'],
    ['premium=yes', 'premium'],
    ['cursor=garbage!', 'cursor'],
    ['cursor=eyJzIjoiIn0', 'cursor'],
    [`cursor=${Buffer.from('{"s":"x","i":1}').toString('base64url')}`, 'cursor'],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/organisations?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: expect.any(String), field });
  });
});

describe('GET /api/organisations/:slug', () => {
  it('answers the organisation with its regions, their bbox and every stored text', async () => {
    const res = await t.get('/api/organisations/zuerich');
    expect(res.status).toBe(200);
    organisationSchema.strict().parse(res.body);
    const zurich = t.data.regions.find((r) => r.slug === 'zuerich')!;
    const demo = t.data.organisations.find((o) => o.platform === 'bikeable' && o.slug === 'zuerich')!;
    expect(res.body).toMatchObject({
      slug: 'zuerich',
      type: 'town',
      name: 'Stadt Zürich',
      ownName: 'Stadt Zürich',
      names: { fr: 'Ville de Zurich', it: 'Città di Zurigo', en: 'City of Zurich' },
      descriptions: demo.descriptions,
      description: demo.descriptions.de,
      locale: 'de',
      website: 'https://www.stadt-zuerich.ch',
      contactEmail: 'velo@zuerich.ch',
      premium: true,
      platform: 'bikeable',
      country: 'ch',
      regionIds: [zurich.id],
      bbox: zurich.bbox,
      updatedAt: '2026-10-01T00:00:00.000Z',
    });
    expect(Object.keys(res.body.descriptions)).toEqual(['de', 'fr', 'it', 'en']);
  });

  it("names and describes it by the content-locale rule of the site's country", async () => {
    const get = async (platform: Platform, site: string, language: string) =>
      (await t.get('/api/organisations/lausanne', siteHeaders(platform, site, language))).body;
    // Switzerland: the visitor's language.
    expect(await get('bikeable', 'ch', 'it')).toMatchObject({ name: 'Città di Losanna', locale: 'it' });
    expect(await get('bikeable', 'ch', 'de')).toMatchObject({ name: 'Stadt Lausanne', locale: 'de' });
    // Germany's site: German whatever the browser says; the US site: English.
    expect(await get('bikeable', 'de', 'fr')).toMatchObject({ name: 'Stadt Lausanne', locale: 'de' });
    expect(await get('bikeable', 'us', 'de')).toMatchObject({ name: 'City of Lausanne', locale: 'en' });
    // Its own language needs no entry in names: the own name is the fallback.
    expect(await get('bikeable', 'ch', 'fr')).toMatchObject({ name: 'Ville de Lausanne', locale: 'fr' });
  });

  it("falls back to a language it has when the reader's is missing, and to its own name", async () => {
    await t.db.kysely
      .updateTable('organisations')
      .set({ descriptions: JSON.stringify({ it: 'Solo in italiano.' }), names: JSON.stringify({ it: 'Solo' }) })
      .where('platform', '=', 'bikeable')
      .where('slug', '=', 'speichenwerk')
      .execute();
    const res = await t.get('/api/organisations/speichenwerk', siteHeaders('bikeable', 'ch', 'de'));
    expect(res.body).toMatchObject({ name: 'Speichenwerk AG', description: 'Solo in italiano.', locale: 'it', locales: ['it'] });
  });

  it('is found whatever the country header (embeds on partner pages)', async () => {
    expect((await t.get('/api/organisations/berlin', { 'moveable-countrycode': 'ch' })).body.country).toBe('de');
  });

  it('is scoped by platform', async () => {
    expect((await t.get('/api/organisations/procap')).status).toBe(404);
    expect((await t.get('/api/organisations/bern', { 'moveable-platform': 'walkable' })).body.name).toBe('Stadt Bern');
    // One slug on two platforms: two organisations.
    expect((await t.get('/api/organisations/zuerich', { 'moveable-platform': 'walkable' })).body.contactEmail).toBe('fussverkehr@zuerich.ch');
  });

  it('an organisation without regions has bbox null and no spots', async () => {
    const res = await t.get('/api/organisations/pro-velo-schweiz');
    expect(res.body).toMatchObject({ type: 'partner', regionIds: [], bbox: null, counts: { spots: 0, officialAnswers: 0 } });
  });

  it('a row from before migration 0044 reads with the defaults: a town without texts', async () => {
    await t.db.kysely
      .insertInto('organisations')
      .values({ slug: 'pro-velo', name: 'Pro Velo', website: null, platform: 'bikeable', country: 'ch' })
      .execute();
    const res = await t.get('/api/organisations/pro-velo');
    expect(res.body).toMatchObject({
      slug: 'pro-velo',
      type: 'town',
      name: 'Pro Velo',
      description: null,
      locale: null,
      locales: [],
      names: {},
      descriptions: {},
      logo: null,
      website: null,
      contactEmail: null,
      premium: false,
      regionIds: [],
      bbox: null,
    });
  });

  it('is 404 when unknown and 400 naming slug for a malformed slug', async () => {
    const res = await t.get('/api/organisations/nobody');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Organisation nobody not found' });
    const bad = await t.get('/api/organisations/Bad_Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('slug');
  });
});
