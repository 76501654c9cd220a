// GET /api/organisations/areas: the areas of the demo's organisations per platform and country, as
// one GeoJSON FeatureCollection checked against the demo's region outlines (every simplified ring
// a subset of its region's ring, closed, far smaller); the label inside the area; an ETag that
// answers 304 until an organisation's regions change; and the slug it takes from organisations.
import { organisationAreasSchema, type OrganisationAreas, type Platform } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointInRings } from '../../src/db/seed/geometry.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../helpers/auth.ts';
import { siteHeaders } from '../helpers/news.ts';
import { labelPosition, simplifyRing, type Position } from '../../src/routes/organisation-areas/outline.ts';
import { send } from './spots/write-helpers.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
});
afterAll(() => t.app.close());

const bySlug = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

function expectedAreas(platform: Platform, country: string | null) {
  return t.data.organisations
    .filter((o) => o.platform === platform && (country === null || o.country === country) && o.regionIds.length > 0)
    .sort((a, b) => bySlug(a.slug, b.slug));
}

async function areas(platform: Platform, site: string, query = '') {
  const res = await t.get<OrganisationAreas>(`/api/organisations/areas${query}`, siteHeaders(platform, site));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body: organisationAreasSchema.strict().parse(res.body), headers: res.headers };
}

describe('GET /api/organisations/areas', () => {
  it.each([
    ['bikeable', 'ch', '', 'ch'],
    ['bikeable', 'at', '', 'at'],
    ['bikeable', 'ch', '?country=de', 'de'],
    ['bikeable', 'world', '', null],
    ['walkable', 'ch', '', 'ch'],
    ['accessable', 'ch', '?country=world', null],
  ] as const)('%s/%s %s: a feature per organisation with regions, by slug, its regions’ outlines', async (platform, site, query, country) => {
    const { body } = await areas(platform, site, query);
    const expected = expectedAreas(platform, country);
    expect(body.features.map((f) => [f.id, f.properties.slug, f.properties.type])).toEqual(expected.map((o) => [o.slug, o.slug, o.type]));
    for (const [i, feature] of body.features.entries()) {
      const regions = expected[i]!.regionIds.map((id) => t.data.regions.find((r) => r.id === id)!);
      const original = regions.flatMap((r) => r.rings);
      expect(feature.geometry.coordinates).toHaveLength(original.length);
      feature.geometry.coordinates.forEach(([ring], k) => {
        expect(ring![0]).toEqual(ring![ring!.length - 1]);
        expect(ring!.length).toBeGreaterThanOrEqual(4);
        // Douglas–Peucker keeps some of the ring's own positions, rounded: nothing new.
        const known = new Set(original[k]!.map(([lng, lat]) => `${round5(lng)},${round5(lat)}`));
        for (const [lng, lat] of ring!) expect(known.has(`${lng},${lat}`), `${feature.id} ${lng},${lat}`).toBe(true);
      });
      const [west, south, east, north] = feature.bbox;
      for (const [lng, lat] of feature.geometry.coordinates.flat(2)) {
        expect(lng! >= west && lng! <= east && lat! >= south && lat! <= north).toBe(true);
      }
      const [labelLng, labelLat] = feature.properties.labelAt;
      expect(pointInRings(labelLng, labelLat, original), `label of ${feature.id}`).toBe(true);
    }
    if (body.features.length > 0) {
      expect(body.bbox).toEqual([
        Math.min(...body.features.map((f) => f.bbox[0])),
        Math.min(...body.features.map((f) => f.bbox[1])),
        Math.max(...body.features.map((f) => f.bbox[2])),
        Math.max(...body.features.map((f) => f.bbox[3])),
      ]);
    } else expect(body).not.toHaveProperty('bbox');
  });

  it('the demo has areas to draw, one of several regions (Radlobby Österreich: five cities)', async () => {
    const { body } = await areas('bikeable', 'at');
    expect(body.features.find((f) => f.id === 'radlobby-oesterreich')?.geometry.coordinates.length).toBeGreaterThanOrEqual(5);
    expect(body.features.some((f) => f.properties.type === 'town')).toBe(true);
  });

  it('is the same in every language, with an ETag: If-None-Match answers 304 without a body', async () => {
    const de = await t.get('/api/organisations/areas', siteHeaders('bikeable', 'ch', 'de'));
    const fr = await t.get('/api/organisations/areas', siteHeaders('bikeable', 'ch', 'fr'));
    expect(fr.body).toEqual(de.body);
    const etag = String(de.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(fr.headers.etag).toBe(etag);
    expect(de.headers['cache-control']).toBe('public, max-age=60');
    const again = await t.get('/api/organisations/areas', { ...siteHeaders('bikeable', 'ch'), 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const elsewhere = await t.get('/api/organisations/areas', siteHeaders('walkable', 'ch'));
    expect(elsewhere.headers.etag).not.toBe(etag);
  });

  it('an organisation given other regions: its feature changes, and so does the ETag', async () => {
    const before = await t.get('/api/organisations/areas', siteHeaders('bikeable', 'ch'));
    const basel = t.data.regions.find((r) => r.slug === 'basel')!;
    const bern = t.data.regions.find((r) => r.slug === 'bern')!;
    const patched = await send(t, 'PATCH', '/api/organisations/pro-velo-bern', {
      token: admin.accessToken,
      body: { regionIds: [bern.id, basel.id] },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    try {
      const after = await t.get('/api/organisations/areas', { ...siteHeaders('bikeable', 'ch'), 'if-none-match': String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const feature = (after.body as OrganisationAreas).features.find((f) => f.id === 'pro-velo-bern')!;
      expect(feature.geometry.coordinates).toHaveLength(bern.rings.length + basel.rings.length);
    } finally {
      await send(t, 'PATCH', '/api/organisations/pro-velo-bern', { token: admin.accessToken, body: { regionIds: [bern.id] } });
    }
  });

  it('is 400 naming country when it is not a country code', async () => {
    const res = await t.get('/api/organisations/areas?country=Schweiz');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('country');
  });

  it('is not an organisation: a new organisation may not take the slug areas (400 naming slug)', async () => {
    const res = await send(t, 'POST', '/api/organisations', {
      token: admin.accessToken,
      body: { slug: 'areas', type: 'partner', country: 'ch', name: 'Areas' },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('slug');
  });
});

describe('an outline for a map of a country', () => {
  // A detailed boundary: a circle of 1 km radius around Zürich in 5,000 positions, about 1 m apart.
  const circle: Position[] = Array.from({ length: 5000 }, (_, i) => {
    const angle = (i / 5000) * 2 * Math.PI;
    return [8.54 + 0.0133 * Math.cos(angle), 47.37 + 0.009 * Math.sin(angle)];
  });

  it('keeps a few dozen of thousands of positions, within about 20 m, closed, to 5 decimals', () => {
    const ring = simplifyRing(circle);
    expect(ring.length).toBeLessThan(100);
    expect(ring.length).toBeGreaterThan(8);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const [lng, lat] of ring) {
      expect(Math.abs(Math.hypot((lng - 8.54) / 0.0133, (lat - 47.37) / 0.009) - 1)).toBeLessThan(0.03);
      expect(lng).toBe(Math.round(lng * 1e5) / 1e5);
    }
  });

  it('leaves a ring too small to simplify as it was (closed)', () => {
    const tiny: Position[] = [
      [8.5, 47.3],
      [8.50001, 47.3],
      [8.50001, 47.30001],
    ];
    expect(simplifyRing(tiny)).toEqual([...tiny, tiny[0]]);
  });

  it('puts the label inside the largest part, even of a crescent whose centre lies outside', () => {
    const crescent: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 3],
      [3, 3],
      [3, 1],
      [0, 1],
      [0, 0],
    ];
    const islet: Position[] = [
      [10, 10],
      [10.1, 10],
      [10.1, 10.1],
      [10, 10],
    ];
    const [lng, lat] = labelPosition([islet, crescent]);
    expect(pointInRings(lng, lat, [crescent])).toBe(true);
    expect(pointInRings(2, 2, [crescent])).toBe(false);
  });
});
