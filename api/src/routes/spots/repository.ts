// SQL of the spot list and the legacy-id lookup. Lists are keyset-paged for every sort (no OFFSET,
// no count(*) on the hot path): date, votes and comments walk the (…, id DESC) indexes; distance
// walks the KNN GiST index on ll_to_earth(location) and carries the chord distance in the cursor.
// A page is one query and leaves the database as one text: the stored summaries (migration 0043)
// of its spots joined by commas, which the route sends as they are.
//
// With a box (the map's viewport) and a date, votes or comments order, viewport-plan.ts chooses
// from the map's cell counts how the page is found, so a dense box reads about one page of rows
// instead of every spot in it.
import type { Platform, SpotListQuery, SpotPage } from '@moveable/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { applyFilters, bboxBox } from '../../domain/spots/filters.ts';
import { isoOf, pageJson, summaryJson } from '../../domain/spots/summary.ts';
import type { JsonText } from '../../http/json-text.ts';
import { fetchPage, type PageShape } from './page-query.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { encodeCursor, type Cursor } from './cursor.ts';
import { estimateViewport, planViewport, type ViewportPlan, type ViewportWay } from './viewport-plan.ts';

type Db = Kysely<DB>;

/** Both sides of a KNN distance: the indexed expression and the query point. */
function earthDistance(near: { lat: number; lng: number }) {
  const from = sql`ll_to_earth(${near.lat}::float8, ${near.lng}::float8)`;
  return {
    // Euclidean distance through the earth: ordered like the great-circle distance, and what the
    // GiST index on ll_to_earth(location[1], location[0]) can walk nearest-first.
    chord: sql<number>`(ll_to_earth(s.location[1], s.location[0]) <-> ${from})`,
    metres: sql<number>`earth_distance(ll_to_earth(s.location[1], s.location[0]), ${from})`,
  };
}

function visibleSpots(db: Db) {
  return db.selectFrom('spots as s').where('s.deleted_at', 'is', null);
}

/**
 * Nearest-first lists order by (distance, id), so ties can't split across pages. PostgreSQL 15
 * walks the KNN index only for a lone distance ordering (no incremental sort on top of it, which
 * PGlite's PostgreSQL 18 has), and would otherwise sort the whole country. So the page query
 * orders by distance alone and over-fetches this many rows; the outer query sorts them by
 * (distance, id). That is exact unless a group of equally distant spots (e.g. many at one address)
 * reaches past the over-fetched rows, which listSpots detects and then asks for the exact order.
 */
const DISTANCE_OVERFETCH = 64;

type ColumnSort = Exclude<SpotListQuery['sort'], 'distance'>;
const SORT_COLUMN = { date: 's.created_at', votes: 's.vote_count', comments: 's.comment_count' } as const satisfies Record<ColumnSort, string>;

/** The sort key as a float8 (a timestamp as epoch milliseconds: exact, the columns are timestamptz(3)). */
const SORT_KEY: Record<ColumnSort, RawBuilder<number>> = {
  date: sql<number>`date_part('epoch', s.created_at) * 1000`,
  votes: sql<number>`s.vote_count::float8`,
  comments: sql<number>`s.comment_count::float8`,
};

/** The keyset condition of a column sort (rows after the cursor's). */
function afterCursor(sort: ColumnSort, c: Cursor) {
  return sort === 'date'
    ? sql<boolean>`(s.created_at, s.id) < (${c.k}::timestamptz, ${c.i}::bigint)`
    : sql<boolean>`(${sql.ref(SORT_COLUMN[sort])}, s.id) < (${c.k}::int, ${c.i}::bigint)`;
}

/**
 * Filters, keyset condition, order and limit: which spots make the page (id, sort value `v`,
 * sort key `k` and distance), in order. It selects the sort keys only, so with a box it is an index-only scan of
 * spots_current_location_idx and without one of the sort's own index: rows of other filters,
 * platforms or pages are never read from the table. With `summary`, it also reads each row's
 * summary (the direct way: a few rows, read once).
 */
function pickQuery(db: Db, ctx: RequestContext, f: SpotListQuery, cursor: Cursor | undefined, exactDistanceOrder: boolean, summary = false) {
  const base = applyFilters(db.selectFrom('spots as s'), ctx, f)
    .select('s.id')
    .$if(summary, (q) => q.select(summaryJson.as('summary')));
  // One row more than asked tells whether there is a next page, without counting.
  const take = f.limit + 1;
  if (f.sort === 'distance') {
    if (!f.near) throw new Error('sort=distance without near (the schema should have refused it)');
    const { chord, metres } = earthDistance(f.near);
    const c = cursor?.s === 'distance' ? cursor : undefined;
    return base
      .select([chord.as('v'), chord.as('k'), metres.as('distance')])
      .$if(c !== undefined, (q) => q.where(sql<boolean>`(${chord}, s.id) > (${c?.k}::float8, ${c?.i}::bigint)`))
      .orderBy(chord)
      .$if(exactDistanceOrder, (q) => q.orderBy('s.id'))
      .limit(exactDistanceOrder ? take : take + DISTANCE_OVERFETCH);
  }
  const sort = f.sort;
  const c = cursor?.s === sort ? cursor : undefined;
  return base
    .select([sql.ref(SORT_COLUMN[sort]).as('v'), SORT_KEY[sort].as('k'), sql<number | null>`NULL::float8`.as('distance')])
    .$if(c !== undefined, (q) => q.where(afterCursor(sort, c!)))
    .orderBy(SORT_COLUMN[sort], 'desc')
    .orderBy('s.id', 'desc')
    .limit(take);
}

/**
 * The walk of a dense box: the sort's index newest (most voted, …) first with every filter but
 * the box, at most `budget` entries, keeping those in the box. The LIMIT between the two is what
 * makes it planner-proof: the box can't be pushed into the scan, so the scan is the sort's index
 * in its order (the only index with that order), and it stops when the page is full.
 */
function walkQuery(db: Db, ctx: RequestContext, f: SpotListQuery & { sort: ColumnSort }, cursor: Cursor | undefined, budget: number) {
  const sort = f.sort;
  const c = cursor?.s === sort ? cursor : undefined;
  const walked = applyFilters(db.selectFrom('spots as s'), ctx, { ...f, bbox: undefined })
    .select(['s.id', 's.location', sql.ref(SORT_COLUMN[sort]).as('v'), SORT_KEY[sort].as('k')])
    .$if(c !== undefined, (q) => q.where(afterCursor(sort, c!)))
    .orderBy(SORT_COLUMN[sort], 'desc')
    .orderBy('s.id', 'desc')
    .limit(budget);
  // Ordered by the walked column itself, so the planner keeps the walk's order and stops it at
  // the page (an order by `k`, an expression, would sort the whole budget first).
  return db
    .selectFrom(walked.as('w'))
    .select(['w.id', 'w.v', 'w.k', sql<number | null>`NULL::float8`.as('distance')])
    .where(sql<boolean>`w.location <@ ${bboxBox(f.bbox!)}`)
    .orderBy('w.v', 'desc')
    .orderBy('w.id', 'desc')
    .limit(f.limit + 1);
}

export interface ListOptions {
  /** Tests: force a way of finding a box's page (and the walk's budget) instead of the cells' choice. */
  plan?: ViewportPlan;
}

/** How this list finds its page: the sort's index, or for a box one of the viewport ways. */
async function choosePlan(db: Db, ctx: RequestContext, f: SpotListQuery, options: ListOptions): Promise<ViewportPlan | null> {
  if (!f.bbox || f.sort === 'distance') return null;
  if (options.plan) return options.plan;
  // The date index of a country carries every filter column (0043); the others send each entry to the table.
  const covering = f.sort === 'date' && ctx.country !== null;
  return planViewport(await estimateViewport(db, ctx, f), f.limit + 1, covering);
}

function shapeOf(f: SpotListQuery, summaries: PageShape['summaries']): PageShape {
  return { limit: f.limit, order: f.sort === 'distance' ? 'asc' : 'desc', summaries, distance: f.sort === 'distance' };
}

async function pageBy(db: Db, ctx: RequestContext, f: SpotListQuery, cursor: Cursor | undefined, way: ViewportWay | null, budget: number) {
  if (way === 'walk') return fetchPage(db, walkQuery(db, ctx, f as SpotListQuery & { sort: ColumnSort }, cursor, budget), shapeOf(f, 'by-id'));
  const direct = way === 'direct';
  return fetchPage(db, pickQuery(db, ctx, f, cursor, false, direct), shapeOf(f, direct ? 'picked' : 'by-id'));
}

/** The list's page as the JSON text of a SpotPage. */
export async function listSpots(
  db: Db,
  ctx: RequestContext,
  f: SpotListQuery,
  cursor: Cursor | undefined,
  options: ListOptions = {},
): Promise<JsonText<SpotPage>> {
  const plan = await choosePlan(db, ctx, f, options);
  let page = await pageBy(db, ctx, f, cursor, plan?.way ?? null, plan?.budget ?? 0);
  // A walk that ran out of budget before its page was full: the box's own index has the answer.
  if (plan?.way === 'walk' && page.n <= f.limit) page = await pageBy(db, ctx, f, cursor, 'box', 0);
  if (f.sort === 'distance') {
    // The row after the page is as far as the farthest fetched one: equally distant rows may
    // have been left out of the over-fetch, so the (distance, id) order is not certain.
    const overfetchFull = page.n === f.limit + 1 + DISTANCE_OVERFETCH;
    if (overfetchFull && page.nextKey !== null && page.nextKey === page.maxKey) {
      page = await fetchPage(db, pickQuery(db, ctx, f, cursor, true), shapeOf(f, 'by-id'));
    }
  }
  return pageJson(page.items, page.n > f.limit && page.lastId !== null ? encodeCursor(cursorOf(f, page.lastId, page.lastKey ?? 0)) : null);
}

function cursorOf(f: SpotListQuery, id: number, k: number): Cursor {
  switch (f.sort) {
    case 'date':
      return { s: 'date', k: isoOf(k), i: id };
    case 'votes':
      return { s: 'votes', k, i: id };
    case 'comments':
      return { s: 'comments', k, i: id };
    case 'distance':
      return { s: 'distance', k, i: id, n: [f.near?.lat ?? 0, f.near?.lng ?? 0] };
  }
}

/** The numeric id behind a legacy id (old /entries/{oldId} links), same scoping as findSpot (domain/spots/spot-detail.ts). */
export async function findSpotIdByLegacyId(db: Db, platform: Platform, legacyId: string): Promise<number | null> {
  const row = await visibleSpots(db).select('s.id').where('s.legacy_id', '=', legacyId).where('s.platform', '=', platform).executeTakeFirst();
  return row?.id ?? null;
}
