// Keyset paging for every sort: walking all pages yields exactly the expected sequence (no
// duplicates, no gaps), on PGlite and PostgreSQL alike; cursors are opaque and checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { byCommentsDesc, byDateDesc, byVotesDesc, expectedSpots, inScope, metresBetween, type ExpectedSpot } from '../../helpers/expected.ts';
import { fetchAllPages } from '../../helpers/paging.ts';

let t: TestApp;
let current: ExpectedSpot[];
beforeAll(async () => {
  t = await createTestApp();
  current = expectedSpots(t.data).filter(inScope({ platform: 'bikeable', country: 'ch' }));
});
afterAll(() => t.app.close());

const ZURICH_HB = { lat: 47.3779, lng: 8.5403 };

describe('keyset paging', () => {
  it.each([
    ['date', byDateDesc],
    ['votes', byVotesDesc],
    ['comments', byCommentsDesc],
  ] as const)('sort=%s pages through every spot exactly once, in order', async (sort, compare) => {
    const expected = current
      .slice()
      .sort(compare)
      .map((s) => s.id);
    const { items, pages } = await fetchAllPages(t, `sort=${sort}`, {}, 37);
    expect(pages).toBe(Math.ceil(expected.length / 37));
    expect(items.map((i) => i.id)).toEqual(expected);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('sort=votes has many ties; the id breaks them the same way on every page', async () => {
    const counts = new Map<number, number>();
    for (const s of current) counts.set(s.voteCount, (counts.get(s.voteCount) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(50);
    const { items } = await fetchAllPages(t, 'sort=votes&famed=false', {}, 7);
    expect(items.map((i) => i.id)).toEqual(
      current
        .filter((s) => !s.famed)
        .sort(byVotesDesc)
        .map((s) => s.id),
    );
  });

  it('sort=distance pages nearest first from `near`, with distances in metres', async () => {
    const near = ZURICH_HB;
    const withDistance = current.map((s) => ({ id: s.id, d: metresBetween(near.lat, near.lng, s.lat, s.lng) }));
    const expected = withDistance.sort((a, b) => a.d - b.d || a.id - b.id);
    const { items } = await fetchAllPages(t, `sort=distance&near=${near.lat},${near.lng}`, {}, 45);
    expect(items.map((i) => i.id)).toEqual(expected.map((e) => e.id));
    items.forEach((item, index) => {
      expect(item.distance as number).toBeCloseTo(expected[index]!.d, 0);
    });
    const distances = items.map((i) => i.distance as number);
    expect(distances).toEqual(distances.slice().sort((a, b) => a - b));
  });

  it('sort=distance combines with filters', async () => {
    const near = ZURICH_HB;
    const expected = current
      .filter((s) => s.famed && s.categoryIds.includes(1))
      .map((s) => ({ id: s.id, d: metresBetween(near.lat, near.lng, s.lat, s.lng) }))
      .sort((a, b) => a.d - b.d || a.id - b.id)
      .map((e) => e.id);
    const { items } = await fetchAllPages(t, `sort=distance&near=${near.lat},${near.lng}&famed=true&categoryIds=1`, {}, 10);
    expect(items.map((i) => i.id)).toEqual(expected);
  });

  it('sort=distance keeps (distance, id) order when many spots share one location', async () => {
    // 150 spots at one address: a tie group larger than the page plus the KNN over-fetch.
    const bellevue = { lat: 47.3667, lng: 8.545 };
    const inserted = await t.db.kysely
      .insertInto('spots')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          platform: 'bikeable' as const,
          country: 'ch',
          title: `same place ${i}`,
          famed: false,
          location: `(${bellevue.lng},${bellevue.lat})`,
        })),
      )
      .returning('id')
      .execute();
    try {
      const all = [...current.map((s) => ({ id: s.id, lat: s.lat, lng: s.lng })), ...inserted.map(({ id }) => ({ id, ...bellevue }))];
      for (const near of [bellevue, { lat: 47.369, lng: 8.54 }]) {
        const expected = all
          .map((s) => ({ id: s.id, d: metresBetween(near.lat, near.lng, s.lat, s.lng) }))
          .sort((a, b) => a.d - b.d || a.id - b.id)
          .map((e) => e.id);
        const { items } = await fetchAllPages(t, `sort=distance&near=${near.lat},${near.lng}`, {}, 10);
        expect(items.map((i) => i.id)).toEqual(expected);
      }
    } finally {
      await t.db.kysely
        .deleteFrom('spots')
        .where(
          'id',
          'in',
          inserted.map((r) => r.id),
        )
        .execute();
    }
  });

  it('filters and paging together: no duplicates or gaps', async () => {
    const expected = current
      .filter((s) => !s.famed && s.hasPhoto)
      .sort(byDateDesc)
      .map((s) => s.id);
    const { items } = await fetchAllPages(t, 'famed=false&hasPhoto=true', {}, 11);
    expect(items.map((i) => i.id)).toEqual(expected);
  });

  it('limit defaults to 24 and allows 1..500', async () => {
    expect((await t.get('/api/spots')).body.items).toHaveLength(24);
    expect((await t.get('/api/spots?limit=1')).body.items).toHaveLength(1);
    expect((await t.get('/api/spots?limit=500')).body.items).toHaveLength(500);
  });

  it('the last page has nextCursor null', async () => {
    const res = await t.get(`/api/spots?limit=500&regionId=9`);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.length).toBeLessThan(500);
    expect(res.body.nextCursor).toBeNull();
  });
});

describe('cursors', () => {
  async function firstCursor(query: string): Promise<string> {
    const res = await t.get(`/api/spots?${query}&limit=5`);
    expect(res.body.nextCursor).toEqual(expect.any(String));
    return res.body.nextCursor;
  }

  it('are opaque base64url strings', async () => {
    expect(await firstCursor('sort=date')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['garbage', 'not-a-cursor!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['wrong shape', Buffer.from(JSON.stringify({ s: 'date', k: 5, i: 1 })).toString('base64url')],
    ['extra keys', Buffer.from(JSON.stringify({ s: 'votes', k: 5, i: 1, sql: 'DROP TABLE spots' })).toString('base64url')],
    ['negative id', Buffer.from(JSON.stringify({ s: 'votes', k: 5, i: -1 })).toString('base64url')],
    ['SQL in the date', Buffer.from(JSON.stringify({ s: 'date', k: "2024-01-01'; DROP TABLE spots; --", i: 1 })).toString('base64url')],
  ])('a tampered cursor (%s) is a 400 naming cursor', async (_, cursor) => {
    const res = await t.get(`/api/spots?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'cursor' });
  });

  it('a cursor of another sort is refused', async () => {
    const cursor = await firstCursor('sort=votes');
    const res = await t.get(`/api/spots?sort=date&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('cursor');
  });

  it('a distance cursor only continues from the same `near`', async () => {
    const cursor = await firstCursor('sort=distance&near=47.37,8.54');
    expect((await t.get(`/api/spots?sort=distance&near=47.37,8.54&cursor=${cursor}`)).status).toBe(200);
    const res = await t.get(`/api/spots?sort=distance&near=46.95,7.44&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('cursor');
  });

  it('a spot added after the first page is read does not shift later pages (keyset, not offset)', async () => {
    const first = await t.get('/api/spots?limit=10');
    const second = await t.get(`/api/spots?limit=10&cursor=${first.body.nextCursor}`);
    await t.db.kysely
      .insertInto('spots')
      .values({ platform: 'bikeable', country: 'ch', title: 'new', famed: true, location: '(8.54,47.37)', created_at: new Date() })
      .execute();
    const again = await t.get(`/api/spots?limit=10&cursor=${first.body.nextCursor}`);
    expect(again.body.items.map((i: { id: number }) => i.id)).toEqual(second.body.items.map((i: { id: number }) => i.id));
  });
});
