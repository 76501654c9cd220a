// GET /api/spots: every filter against the JavaScript oracle over the demo data, on whichever
// engine this run uses. Results are compared as complete id lists in date order (all pages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { byDateDesc, expectedSpots, headersFor, inScope, type ExpectedSpot, type Scope } from '../../helpers/expected.ts';
import { fetchAllPages } from '../../helpers/paging.ts';

let t: TestApp;
let spots: ExpectedSpot[];
beforeAll(async () => {
  t = await createTestApp();
  spots = expectedSpots(t.data);
});
afterAll(() => t.app.close());

const bikeableCh: Scope = { platform: 'bikeable', country: 'ch' };

async function ids(query: string, scope: Scope = bikeableCh): Promise<number[]> {
  const { items } = await fetchAllPages(t, query, headersFor(scope), 500);
  return items.map((i) => i.id);
}

function expectedIds(filter: (s: ExpectedSpot) => boolean, scope: Scope = bikeableCh, archived = false): number[] {
  return spots
    .filter(inScope(scope, archived))
    .filter(filter)
    .sort(byDateDesc)
    .map((s) => s.id);
}

describe('GET /api/spots filters', () => {
  it('without filters lists the current (non-archived) spots of the platform and country, newest first', async () => {
    const expected = expectedIds(() => true);
    expect(expected.length).toBeGreaterThan(500);
    expect(await ids('')).toEqual(expected);
  });

  it.each([
    ['famed=true', (s: ExpectedSpot) => s.famed],
    ['famed=false', (s: ExpectedSpot) => !s.famed],
    ['fixed=true', (s: ExpectedSpot) => s.fixed],
    ['fixed=false', (s: ExpectedSpot) => !s.fixed],
    ['officialAnswer=true', (s: ExpectedSpot) => s.hasOfficialAnswer],
    ['officialAnswer=false', (s: ExpectedSpot) => !s.hasOfficialAnswer],
    ['hasPhoto=true', (s: ExpectedSpot) => s.hasPhoto],
    ['hasPhoto=false', (s: ExpectedSpot) => !s.hasPhoto],
    ['regionId=1', (s: ExpectedSpot) => s.regionIds.includes(1)],
    ['regionId=4', (s: ExpectedSpot) => s.regionIds.includes(4)],
    ['categoryIds=1', (s: ExpectedSpot) => s.categoryIds.includes(1)],
    ['categoryIds=2,3', (s: ExpectedSpot) => s.categoryIds.includes(2) || s.categoryIds.includes(3)],
    ['categoryIds=2&categoryIds=3', (s: ExpectedSpot) => s.categoryIds.includes(2) || s.categoryIds.includes(3)],
    ['famed=false&fixed=true&categoryIds=1', (s: ExpectedSpot) => !s.famed && s.fixed && s.categoryIds.includes(1)],
  ])('%s', async (query, filter) => {
    const expected = expectedIds(filter);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(query)).toEqual(expected);
  });

  it('archived=true lists only archived spots; archived=false is the default', async () => {
    const archived = expectedIds(() => true, bikeableCh, true);
    expect(archived.length).toBeGreaterThan(0);
    expect(await ids('archived=true')).toEqual(archived);
    expect(await ids('archived=false')).toEqual(expectedIds(() => true));
  });

  it('begin and end bound created_at; bare dates cover whole UTC days', async () => {
    const expected = expectedIds((s) => s.createdAt >= '2025-01-01T00:00:00.000Z' && s.createdAt <= '2025-06-30T23:59:59.999Z');
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids('begin=2025-01-01&end=2025-06-30')).toEqual(expected);
    // A date-time is taken as is.
    const since = expectedIds((s) => s.createdAt >= '2026-03-15T12:00:00.000Z');
    expect(await ids('begin=2026-03-15T12:00:00Z')).toEqual(since);
    // begin and end on the same day: that day.
    const oneSpot = spots.filter(inScope(bikeableCh))[0] as ExpectedSpot;
    const day = oneSpot.createdAt.slice(0, 10);
    expect(await ids(`begin=${day}&end=${day}`)).toContain(oneSpot.id);
  });

  it('bbox keeps spots inside minLng,minLat,maxLng,maxLat', async () => {
    const [minLng, minLat, maxLng, maxLat] = [8.5, 47.36, 8.56, 47.39];
    const expected = expectedIds((s) => s.lng >= minLng && s.lng <= maxLng && s.lat >= minLat && s.lat <= maxLat);
    expect(expected.length).toBeGreaterThan(20);
    expect(await ids(`bbox=${minLng},${minLat},${maxLng},${maxLat}`)).toEqual(expected);
  });

  it("organisation keeps spots in that organisation's regions (on its platform)", async () => {
    const zurich = t.data.organisations.find((o) => o.slug === 'zuerich')!;
    const expected = expectedIds((s) => s.regionIds.some((id) => zurich.regionIds.includes(id)));
    expect(expected.length).toBeGreaterThan(50);
    expect(await ids('organisation=zuerich')).toEqual(expected);
    // Bern's organisation is on walkable: on bikeable it matches nothing.
    expect(await ids('organisation=bern')).toEqual([]);
    expect(await ids('organisation=no-such-org')).toEqual([]);
  });

  it('a regionId or category that matches nothing gives an empty page, not an error', async () => {
    const res = await t.get('/api/spots?regionId=999999&categoryIds=999');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], nextCursor: null });
  });
});

describe('GET /api/spots scoping by headers', () => {
  it.each<Scope>([
    { platform: 'bikeable', country: 'de' },
    { platform: 'bikeable', country: 'at' },
    { platform: 'walkable', country: 'ch' },
    { platform: 'accessable', country: 'ch' },
    { platform: 'bikeable', country: null },
    { platform: 'walkable', country: null },
  ])('%o', async (scope) => {
    const expected = expectedIds(() => true, scope);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids('', scope)).toEqual(expected);
  });

  it('defaults to bikeable / ch without headers', async () => {
    const res = await t.get('/api/spots?limit=500');
    expect(res.body.items.every((s: { platform: string; country: string }) => s.platform === 'bikeable' && s.country === 'ch')).toBe(true);
    expect(res.body.items.map((s: { id: number }) => s.id)).toEqual(expectedIds(() => true).slice(0, 500));
  });

  it('a country without spots gives an empty list', async () => {
    expect(await ids('', { platform: 'walkable', country: 'in' })).toEqual([]);
  });
});

describe('SpotSummary', () => {
  it('has the documented shape and values', async () => {
    const res = await t.get('/api/spots?limit=100&hasPhoto=true&officialAnswer=true');
    expect(res.status).toBe(200);
    const item = res.body.items[0];
    const s = spots.find((x) => x.id === item.id)!;
    expect(item).toEqual({
      id: s.id,
      legacyId: s.legacyId,
      platform: s.platform,
      country: s.country,
      title: s.title,
      famed: s.famed,
      fixed: s.fixed,
      archived: false,
      hasOfficialAnswer: true,
      location: { lat: s.lat, lng: s.lng },
      address: { street: s.street, postalCode: s.postalCode, city: s.city, country: s.countryCode },
      categoryIds: s.categoryIds,
      regionIds: s.regionIds,
      coverPhoto: expect.objectContaining({ url: `/api/photos/${item.coverPhoto.id}` }),
      votes: s.voteCount,
      comments: s.commentCount,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    });
    const cover = t.data.photos.filter((p) => p.spotId === s.id).sort((a, b) => a.position - b.position)[0]!;
    // Demo photos are single files: no sizes to choose from.
    expect(item.coverPhoto).toEqual({
      id: cover.id,
      url: `/api/photos/${cover.id}`,
      width: cover.width,
      height: cover.height,
      showsFix: cover.showsFix,
      srcset: null,
    });
  });

  it('coverPhoto is null without photos; no distance unless sorted by distance', async () => {
    const res = await t.get('/api/spots?limit=5&hasPhoto=false');
    for (const item of res.body.items) {
      expect(item.coverPhoto).toBeNull();
      expect(item).not.toHaveProperty('distance');
    }
  });
});
