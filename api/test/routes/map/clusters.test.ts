// GET /api/map/clusters: clusters on the Web Mercator grid, computed here in JavaScript from the
// demo data as the oracle, and the counts must agree with the spot list over the same box and
// filters (walked page by page), on whichever engine this run uses.
import { type MapCluster, type MapClusters, mapClustersSchema, type MapSpot } from '@moveable/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf, GRID_ZOOM, rowOf } from '../../../src/routes/map/grid.ts';
import { CLOSE_ZOOM, FEW_SPOTS, MAX_SPOTS, MAX_SPOTS_CLOSE, SPOT_ZOOM } from '../../../src/routes/map/repository.ts';
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

type Bbox = [number, number, number, number] | MapClusters['bbox'];
const bikeableCh: Scope = { platform: 'bikeable', country: 'ch' };

const ZURICH: Bbox = [8.44, 47.32, 8.63, 47.43];
const SWITZERLAND: Bbox = [5.9, 45.8, 10.5, 47.85];
const EUROPE: Bbox = [0, 40, 25, 56];

const inBox =
  ([minLng, minLat, maxLng, maxLat]: Bbox) =>
  (s: ExpectedSpot) =>
    s.lng >= minLng && s.lng <= maxLng && s.lat >= minLat && s.lat <= maxLat;

async function clusters(bbox: Bbox, zoom: number, query = '', scope: Scope = bikeableCh): Promise<MapClusters> {
  const res = await t.get<MapClusters>(`/api/map/clusters?bbox=${bbox.join(',')}&zoom=${zoom}${query ? `&${query}` : ''}`, headersFor(scope));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // The route skips the validating serializer: the answer must still be exactly the schema's.
  expect(mapClustersSchema.parse(res.body)).toEqual(res.body);
  return res.body;
}

/** What the answer must be, computed from the demo data. */
function expectedAnswer(matching: ExpectedSpot[], zoom: number) {
  const cells = new Map<string, ExpectedSpot[]>();
  for (const s of matching) {
    const id = `${zoom}/${columnOf(s.lng, zoom)}/${rowOf(s.lat, zoom)}`;
    cells.set(id, [...(cells.get(id) ?? []), s]);
  }
  const max = zoom >= CLOSE_ZOOM ? MAX_SPOTS_CLOSE : zoom >= SPOT_ZOOM ? MAX_SPOTS : FEW_SPOTS;
  const allSpots = matching.length <= Math.max(max, FEW_SPOTS);
  return { cells, allSpots };
}

const clustersOf = (answer: MapClusters) => answer.items.filter((i): i is MapCluster => i.kind === 'cluster');
const spotsOf = (answer: MapClusters) => answer.items.filter((i): i is MapSpot => i.kind === 'spot');

describe('GET /api/map/clusters', () => {
  it("stores each spot's finest grid cell as JavaScript computes it", async () => {
    const { rows } = await sql<{ id: number; grid_x: number; grid_y: number }>`SELECT id, grid_x, grid_y FROM spots ORDER BY id`.execute(t.db.kysely);
    const byId = new Map(spots.map((s) => [s.id, s]));
    expect(rows).toHaveLength(spots.length);
    for (const row of rows) {
      const s = byId.get(row.id)!;
      expect([row.grid_x, row.grid_y]).toEqual([columnOf(s.lng, GRID_ZOOM), rowOf(s.lat, GRID_ZOOM)]);
    }
  });

  it.each<[string, Bbox, number, string, Scope]>([
    ['Zürich at city zoom', ZURICH, 12, '', bikeableCh],
    ['Zürich, zoomed out a step', ZURICH, 11, '', bikeableCh],
    ['Switzerland', SWITZERLAND, 7, '', bikeableCh],
    ['Switzerland, shame with categories 1 or 2', SWITZERLAND, 8, 'famed=false&categoryIds=1,2', bikeableCh],
    ['Switzerland, with photo', SWITZERLAND, 9, 'hasPhoto=true', bikeableCh],
    ['Switzerland, fixed, without photo', SWITZERLAND, 9, 'fixed=false&hasPhoto=false', bikeableCh],
    ['Switzerland, no official answer, 2025', SWITZERLAND, 8, 'officialAnswer=false&begin=2025-01-01&end=2025-12-31', bikeableCh],
    ['Switzerland, archived', SWITZERLAND, 8, 'archived=true', bikeableCh],
    ['Europe, worldwide bikeable', EUROPE, 5, '', { platform: 'bikeable', country: null }],
    ['Switzerland, walkable', SWITZERLAND, 8, '', { platform: 'walkable', country: 'ch' }],
  ])('%s: cells as computed from the data, counts add up to the list', async (_name, bbox, zoom, query, scope) => {
    const answer = await clusters(bbox, zoom, query, scope);
    // The answer counts whole grid cells: the requested box, widened to their edges.
    const [minLng, minLat, maxLng, maxLat] = answer.bbox;
    expect(minLng).toBeLessThanOrEqual(bbox[0]);
    expect(minLat).toBeLessThanOrEqual(bbox[1]);
    expect(maxLng).toBeGreaterThanOrEqual(bbox[2]);
    expect(maxLat).toBeGreaterThanOrEqual(bbox[3]);
    const { items: listed } = await fetchAllPages(t, `bbox=${answer.bbox.join(',')}${query ? `&${query}` : ''}`, headersFor(scope), 500);
    // The agreement: every spot of the list is in exactly one cluster or is a single spot.
    const counted = clustersOf(answer).reduce((sum, c) => sum + c.count, 0) + spotsOf(answer).length;
    expect(counted).toBe(listed.length);
    expect(answer.total).toBe(listed.length);
    const listedIds = new Set(listed.map((s) => s.id));
    for (const spot of spotsOf(answer)) expect(listedIds.has(spot.id)).toBe(true);

    // The oracle: the same cells from the demo data.
    const filters = new URLSearchParams(query);
    const matching = spots
      .filter(inScope(scope, filters.get('archived') === 'true'))
      .filter(inBox(answer.bbox))
      .filter((s) => listedIds.has(s.id));
    expect(matching.length).toBe(listed.length);
    const { cells, allSpots } = expectedAnswer(matching, zoom);
    expect(allSpots).toBe(false);
    const expectedClusters = [...cells].filter(([, members]) => members.length > 1);
    expect(
      clustersOf(answer)
        .map((c) => [c.id, c.count])
        .sort(),
    ).toEqual(expectedClusters.map(([id, members]) => [id, members.length]).sort());
    expect(
      spotsOf(answer)
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      [...cells.values()]
        .filter((m) => m.length === 1)
        .map((m) => m[0]!.id)
        .sort(),
    );
    expect(clustersOf(answer).length).toBeGreaterThan(1);

    for (const cluster of clustersOf(answer)) {
      const members = cells.get(cluster.id)!;
      const [minLng, minLat, maxLng, maxLat] = cluster.bounds;
      expect(minLng).toBe(Math.min(...members.map((s) => s.lng)));
      expect(minLat).toBe(Math.min(...members.map((s) => s.lat)));
      expect(maxLng).toBe(Math.max(...members.map((s) => s.lng)));
      expect(maxLat).toBe(Math.max(...members.map((s) => s.lat)));
      expect(cluster.center.lng).toBeCloseTo(members.reduce((sum, s) => sum + s.lng, 0) / members.length, 9);
      expect(cluster.center.lat).toBeCloseTo(members.reduce((sum, s) => sum + s.lat, 0) / members.length, 9);
      expect(cluster.center.lng).toBeGreaterThanOrEqual(minLng);
      expect(cluster.center.lat).toBeLessThanOrEqual(maxLat);
      expect(members.map((s) => s.city)).toContain(cluster.place);
    }
    // Largest first, then single spots.
    const counts = clustersOf(answer).map((c) => c.count);
    expect(counts).toEqual(counts.slice().sort((a, b) => b - a));
    expect(answer.items.slice(0, counts.length).every((i) => i.kind === 'cluster')).toBe(true);
  });

  it('answers single spots, newest first, when zoomed in (and they are not too many)', async () => {
    const answer = await clusters(ZURICH, SPOT_ZOOM);
    const expected = spots.filter(inScope(bikeableCh)).filter(inBox(answer.bbox)).sort(byDateDesc);
    expect(expected.length).toBeGreaterThan(FEW_SPOTS);
    expect(expected.length).toBeLessThanOrEqual(MAX_SPOTS);
    expect(clustersOf(answer)).toEqual([]);
    expect(answer.total).toBe(expected.length);
    expect(answer.items).toEqual(
      expected.map((s) => ({ kind: 'spot', id: s.id, lat: s.lat, lng: s.lng, famed: s.famed, fixed: s.fixed, title: s.title, city: s.city })),
    );
  });

  it('answers single spots at any zoom when there are few', async () => {
    const answer = await clusters(SWITZERLAND, 6, 'famed=true&hasPhoto=true&categoryIds=5');
    const { items: listed } = await fetchAllPages(t, `bbox=${answer.bbox.join(',')}&famed=true&hasPhoto=true&categoryIds=5`, {}, 500);
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.length).toBeLessThanOrEqual(FEW_SPOTS);
    expect(answer.items.map((i) => (i.kind === 'spot' ? i.id : null))).toEqual(listed.map((s) => s.id));
  });

  it('clusters again when zoomed in on more spots than a viewport shows one by one', async () => {
    const answer = await clusters(SWITZERLAND, SPOT_ZOOM);
    expect(answer.total).toBeGreaterThan(MAX_SPOTS);
    expect(clustersOf(answer).length).toBeGreaterThan(0);
  });

  it('an empty area answers nothing', async () => {
    expect(await clusters([-20, -20, -10, -10], 6)).toMatchObject({ zoom: 6, total: 0, items: [] });
  });

  it('keeps a cell the same when the viewport pans', async () => {
    const a = clustersOf(await clusters(SWITZERLAND, 8));
    const b = clustersOf(await clusters([5.5, 45.5, 10.9, 48.2], 8));
    // Cells wholly inside both boxes have the same id, count and centre.
    const byId = new Map(b.map((c) => [c.id, c]));
    const inner = a.filter((c) => c.bounds[0] > 6.2 && c.bounds[2] < 10.2 && c.bounds[1] > 46.1 && c.bounds[3] < 47.5);
    expect(inner.length).toBeGreaterThan(0);
    for (const cell of inner) {
      const other = byId.get(cell.id)!;
      expect({ ...other, center: null }).toEqual({ ...cell, center: null });
      expect(other.center.lat).toBeCloseTo(cell.center.lat, 9);
      expect(other.center.lng).toBeCloseTo(cell.center.lng, 9);
    }
  });

  it.each([
    ['zoom=12', 'bbox'],
    ['bbox=8.44,47.32,8.63', 'bbox'],
    ['bbox=8.63,47.32,8.44,47.43&zoom=12', 'bbox'],
    [`bbox=${ZURICH.join(',')}`, 'zoom'],
    [`bbox=${ZURICH.join(',')}&zoom=23`, 'zoom'],
    [`bbox=${ZURICH.join(',')}&zoom=12.5`, 'zoom'],
    [`bbox=${ZURICH.join(',')}&zoom=12&famed=yes`, 'famed'],
    [`bbox=${ZURICH.join(',')}&zoom=12&categoryIds=x`, 'categoryIds'],
    [`bbox=${ZURICH.join(',')}&zoom=12&begin=2025-06-01&end=2025-05-01`, 'end'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/map/clusters?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(res.body.message).toMatch(new RegExp(field));
  });
});
