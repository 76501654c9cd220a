// A box's page found three ways (routes/spots/viewport-plan.ts): directly, picked from the GiST
// index, or by walking the sort's index, and a walk that runs out of budget handing over to the
// GiST index. Every way must give the same pages as the plain definition: the spots of the scope
// and filters inside the box, in the sort's order, all pages together exactly once. The demo
// data is small, so the cells choose the direct way here; each way is forced in turn.
import { spotListQuerySchema } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../src/plugins/context.ts';
import { decodeCursor } from '../../../src/routes/spots/cursor.ts';
import { listSpots } from '../../../src/routes/spots/repository.ts';
import { estimateViewport, planViewport, type ViewportPlan } from '../../../src/routes/spots/viewport-plan.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  byCommentsDesc,
  byDateDesc,
  byVotesDesc,
  expectedSpots,
  headersFor,
  inScope,
  type ExpectedSpot,
  type Scope,
} from '../../helpers/expected.ts';
import { fetchAllPages } from '../../helpers/paging.ts';

let t: TestApp;
let spots: ExpectedSpot[];
beforeAll(async () => {
  t = await createTestApp();
  spots = expectedSpots(t.data);
});
afterAll(() => t.app.close());

type Box = [minLng: number, minLat: number, maxLng: number, maxLat: number];
const BOXES: Record<string, Box> = {
  'a block of Zürich': [8.535, 47.37, 8.55, 47.38],
  Zürich: [8.44, 47.32, 8.63, 47.43],
  Switzerland: [5.9, 45.8, 10.5, 47.85],
  'the sea': [0, 0, 0.1, 0.1],
};
const inBox =
  ([minLng, minLat, maxLng, maxLat]: Box) =>
  (s: ExpectedSpot) =>
    s.lng >= minLng && s.lng <= maxLng && s.lat >= minLat && s.lat <= maxLat;

const QUERIES: Array<[query: string, filter: (s: ExpectedSpot) => boolean, order: (a: ExpectedSpot, b: ExpectedSpot) => number, archived?: boolean]> =
  [
    ['', () => true, byDateDesc],
    ['sort=votes', () => true, byVotesDesc],
    ['sort=comments&famed=true', (s) => s.famed, byCommentsDesc],
    ['famed=false&categoryIds=1', (s) => !s.famed && s.categoryIds.includes(1), byDateDesc],
    ['begin=2025-01-01&hasPhoto=true', (s) => s.createdAt >= '2025-01-01T00:00:00.000Z' && s.hasPhoto, byDateDesc],
    ['archived=true', () => true, byDateDesc, true],
  ];

const WAYS: Record<string, ViewportPlan> = {
  direct: { way: 'direct', budget: 0 },
  box: { way: 'box', budget: 0 },
  walk: { way: 'walk', budget: 1_000_000 },
  'walk out of budget': { way: 'walk', budget: 3 },
};

/** Every page of the list through the repository with a forced way; the ids in answer order. */
async function idsBy(scope: Scope, query: string, plan: ViewportPlan | undefined, limit: number): Promise<number[]> {
  const ctx: RequestContext = { platform: scope.platform, country: scope.country, locale: 'de' };
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const f = spotListQuerySchema.parse(Object.fromEntries(new URLSearchParams(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)));
    const page = JSON.parse(await listSpots(t.db.kysely, ctx, f, cursor ? (decodeCursor(cursor) ?? undefined) : undefined, plan ? { plan } : {})) as {
      items: Array<{ id: number }>;
      nextCursor: string | null;
    };
    if (page.nextCursor !== null) expect(page.items).toHaveLength(limit);
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
    if (cursor === null) return ids;
  }
  throw new Error('more than 200 pages');
}

describe('a box’s page, every way', () => {
  for (const scope of [
    { platform: 'bikeable', country: 'ch' },
    { platform: 'bikeable', country: null },
  ] satisfies Scope[]) {
    for (const [boxName, box] of Object.entries(BOXES)) {
      it.each(QUERIES)(`${scope.country ?? 'world'}, ${boxName}: %s`, async (query, filter, order, archived = false) => {
        const expected = spots
          .filter(inScope(scope, archived))
          .filter(inBox(box))
          .filter(filter)
          .sort(order)
          .map((s) => s.id);
        if (boxName === 'the sea') expect(expected).toEqual([]);
        else if (boxName !== 'a block of Zürich') expect(expected.length).toBeGreaterThan(20);
        const q = `bbox=${box.join(',')}${query ? `&${query}` : ''}`;
        for (const [way, plan] of [['chosen', undefined] as const, ...Object.entries(WAYS)]) {
          expect(await idsBy(scope, q, plan, 40), way).toEqual(expected);
        }
      });
    }
  }

  it('pages through HTTP as through the repository', async () => {
    const box = BOXES['Zürich']!;
    const expected = spots
      .filter(inScope({ platform: 'bikeable', country: 'ch' }))
      .filter(inBox(box))
      .sort(byVotesDesc)
      .map((s) => s.id);
    const { items } = await fetchAllPages(t, `bbox=${box.join(',')}&sort=votes`, headersFor({ platform: 'bikeable', country: 'ch' }), 30);
    expect(items.map((i) => i.id)).toEqual(expected);
  });
});

describe('the plan', () => {
  it('estimates the spots in a box from the cell counts', async () => {
    const ctx: RequestContext = { platform: 'bikeable', country: 'ch', locale: 'de' };
    for (const box of [BOXES['Zürich']!, BOXES['Switzerland']!]) {
      const f = spotListQuerySchema.parse({ bbox: box.join(',') });
      const actual = spots.filter(inScope(ctx)).filter(inBox(box)).length;
      const { inside, total } = await estimateViewport(t.db.kysely, ctx, f);
      expect(inside).toBeGreaterThan(actual * 0.5);
      expect(inside).toBeLessThan(actual * 2);
      expect(total).toBe(spots.filter(inScope(ctx)).length);
    }
    const famed = spotListQuerySchema.parse({ bbox: BOXES['Switzerland']!.join(','), famed: 'true' });
    expect((await estimateViewport(t.db.kysely, ctx, famed)).total).toBe(spots.filter(inScope(ctx)).filter((s) => s.famed).length);
    expect(await estimateViewport(t.db.kysely, ctx, spotListQuerySchema.parse({ bbox: BOXES['the sea']!.join(',') }))).toEqual({
      inside: 0,
      total: expect.any(Number),
    });
  });

  it('reads a few spots directly, walks a dense box, picks from the GiST index in between', () => {
    // Figures of the bench data (1M spots, 370k current bikeable spots in Switzerland).
    const total = 370_000;
    expect(planViewport({ inside: 500, total }, 501, true).way).toBe('direct');
    expect(planViewport({ inside: 5_000, total }, 501, true).way).toBe('box');
    const dense = planViewport({ inside: 144_000, total }, 501, true);
    expect(dense.way).toBe('walk');
    // About page / share entries, with room for the estimate to be off.
    expect(dense.budget).toBeGreaterThan((501 * total) / 144_000);
    expect(dense.budget).toBeLessThan(10_000);
    // Walking an index that sends every entry to the table pays off only for denser boxes.
    expect(planViewport({ inside: 12_000, total }, 501, true).way).toBe('walk');
    expect(planViewport({ inside: 12_000, total }, 501, false).way).toBe('box');
  });
});
