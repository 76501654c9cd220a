// SQL of the spot list and the legacy-id lookup. Lists are keyset-paged for every sort (no OFFSET,
// no count(*) on the hot path): date, votes and comments walk the (…, id DESC) indexes; distance
// walks the KNN GiST index on ll_to_earth(location) and carries the chord distance in the cursor.
// Each spot of a page is read as its summary (domain/spots/summary.ts): one spot row.
import type { Platform, SpotListQuery, SpotPage } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { applyFilters } from '../../domain/spots/filters.ts';
import { isoOf, summaryTuple, summaryValues, toSummary } from '../../domain/spots/summary.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { encodeCursor, type Cursor } from './cursor.ts';

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

/**
 * Filters, keyset condition, order and limit: which spots make the page, in which order. It
 * selects the sort keys only, so with a viewport it is an index-only scan of
 * spots_current_location_idx (and without one, of the sort's own index): rows of other filters,
 * platforms or pages are never read from the table.
 */
function pageQuery(db: Db, ctx: RequestContext, f: SpotListQuery, cursor: Cursor | undefined, exactDistanceOrder: boolean) {
  const base = applyFilters(db.selectFrom('spots as s'), ctx, f).select('s.id');
  // One row more than asked tells whether there is a next page, without counting.
  const take = f.limit + 1;
  switch (f.sort) {
    case 'date': {
      const c = cursor?.s === 'date' ? cursor : undefined;
      return base
        .select(['s.created_at', sql<number | null>`NULL::float8`.as('sort_key'), sql<number | null>`NULL::float8`.as('distance')])
        .$if(c !== undefined, (q) => q.where(sql<boolean>`(s.created_at, s.id) < (${c?.k}::timestamptz, ${c?.i}::bigint)`))
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(take);
    }
    case 'votes':
    case 'comments': {
      const column = f.sort === 'votes' ? 's.vote_count' : 's.comment_count';
      const c = cursor?.s === f.sort ? cursor : undefined;
      return base
        .select([sql.ref(column).as('sort_count'), sql<number | null>`NULL::float8`.as('sort_key'), sql<number | null>`NULL::float8`.as('distance')])
        .$if(c !== undefined, (q) => q.where(sql<boolean>`(${sql.ref(column)}, s.id) < (${c?.k}::int, ${c?.i}::bigint)`))
        .orderBy(column, 'desc')
        .orderBy('s.id', 'desc')
        .limit(take);
    }
    case 'distance': {
      if (!f.near) throw new Error('sort=distance without near (the schema should have refused it)');
      const { chord, metres } = earthDistance(f.near);
      const c = cursor?.s === 'distance' ? cursor : undefined;
      return base
        .select([chord.as('sort_key'), metres.as('distance')])
        .$if(c !== undefined, (q) => q.where(sql<boolean>`(${chord}, s.id) > (${c?.k}::float8, ${c?.i}::bigint)`))
        .orderBy(chord)
        .$if(exactDistanceOrder, (q) => q.orderBy('s.id'))
        .limit(exactDistanceOrder ? take : take + DISTANCE_OVERFETCH);
    }
  }
}

/** The page's order again, on the page's columns (a subquery's order is not kept by SQL). */
const PAGE_ORDER: Record<SpotListQuery['sort'], ReturnType<typeof sql>> = {
  date: sql`p.created_at DESC, p.id DESC`,
  votes: sql`p.sort_count DESC, p.id DESC`,
  comments: sql`p.sort_count DESC, p.id DESC`,
  distance: sql`p.sort_key ASC, p.id ASC`,
};

/** One page row: the summary's tuple, the sort key and the distance in metres (distance sort only). */
type PageRow = [summary: unknown[], sortKey: number | null, distance: number | null];

/**
 * The page plus one row (for distance: plus the over-fetch), in order: the page query picks the
 * spots, then their summaries are read by primary key, one row each, the whole page as one JSON array.
 */
async function fetchPage(db: Db, ctx: RequestContext, f: SpotListQuery, cursor: Cursor | undefined, exactDistanceOrder: boolean) {
  const { rows } = await sql<{ page: string | null }>`WITH p AS MATERIALIZED (${pageQuery(db, ctx, f, cursor, exactDistanceOrder)})
    SELECT json_agg(json_build_array(${summaryTuple}, p.sort_key, p.distance) ORDER BY ${PAGE_ORDER[f.sort]})::text AS page
    FROM p JOIN spots s ON s.id = p.id`.execute(db);
  const text = rows[0]?.page;
  return text ? (JSON.parse(text) as PageRow[]).map(([tuple, sortKey, distance]) => ({ values: summaryValues(tuple), sortKey, distance })) : [];
}

export async function listSpots(db: Db, ctx: RequestContext, f: SpotListQuery, cursor: Cursor | undefined): Promise<SpotPage> {
  let rows = await fetchPage(db, ctx, f, cursor, false);
  if (f.sort === 'distance') {
    const lookahead = rows[f.limit];
    const overfetchFull = rows.length === f.limit + 1 + DISTANCE_OVERFETCH;
    const boundary = rows[rows.length - 1]?.sortKey;
    // The row after the page is as far as the farthest fetched one: equally distant rows may
    // have been left out of the over-fetch, so the (distance, id) order is not certain.
    if (overfetchFull && lookahead && lookahead.sortKey === boundary) rows = await fetchPage(db, ctx, f, cursor, true);
  }

  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  const keyOf = ({ values, sortKey }: (typeof rows)[number]): Cursor => {
    switch (f.sort) {
      case 'date':
        return { s: 'date', k: isoOf(values.createdMs), i: values.id };
      case 'votes':
        return { s: 'votes', k: values.votes, i: values.id };
      case 'comments':
        return { s: 'comments', k: values.comments, i: values.id };
      case 'distance':
        return { s: 'distance', k: sortKey ?? 0, i: values.id, n: [f.near?.lat ?? 0, f.near?.lng ?? 0] };
    }
  };
  return {
    items: page.map(({ values, distance }) => {
      const summary = toSummary(values);
      return distance === null ? summary : { ...summary, distance: Math.round(distance * 10) / 10 };
    }),
    nextCursor: rows.length > f.limit && last ? encodeCursor(keyOf(last)) : null,
  };
}

/** The numeric id behind a legacy id (old /entries/{oldId} links), same scoping as findSpot (domain/spots/spot-detail.ts). */
export async function findSpotIdByLegacyId(db: Db, platform: Platform, legacyId: string): Promise<number | null> {
  const row = await visibleSpots(db).select('s.id').where('s.legacy_id', '=', legacyId).where('s.platform', '=', platform).executeTakeFirst();
  return row?.id ?? null;
}
