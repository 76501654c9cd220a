// SQL for spots. Lists are keyset-paged for every sort (no OFFSET, no count(*) on the hot path):
// date, votes and comments walk the (…, id DESC) indexes; distance walks the KNN GiST index on
// ll_to_earth(location) and carries the chord distance in the cursor. A summary is one spot row:
// categories, regions, cover photo and official answer are columns of it (migration 0020; the
// cover's sizes for its srcset, 0031).
import { sql, type Kysely } from 'kysely';
import type { DB, Locale, Platform } from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { photoSrcset } from '../../images/photo-sizes.ts';
import { categoriesOfSpot, toCategory } from '../categories/repository.ts';
import { encodeCursor, type Cursor } from './cursor.ts';
import { applyFilters } from './filters.ts';
import { FIX_PROPOSALS_NEEDED, type SpotDetail, type SpotListQuery, type SpotSummary } from './schemas.ts';

type Db = Kysely<DB>;

export interface SummaryRow {
  id: number;
  legacy_id: string | null;
  platform: Platform;
  country: string;
  title: string;
  famed: boolean;
  fixed: boolean;
  archived: boolean;
  lng: number;
  lat: number;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string | null;
  vote_count: number;
  comment_count: number;
  created_ms: number;
  updated_ms: number;
  has_official_answer: boolean;
  category_ids: number[];
  region_ids: number[];
  cover_photo_id: number | null;
  cover_photo_width: number | null;
  cover_photo_height: number | null;
  cover_photo_shows_fix: boolean | null;
  /** The cover's stored WebP sizes ('{}' for a single-file photo): an upload's cover has a srcset. */
  cover_photo_variants: string[];
}

export const photoUrl = (id: number) => `/api/photos/${id}`;

/**
 * A timestamp as milliseconds since the epoch (float8). Drivers parse a float in a fraction of the
 * time they take for a timestamptz text: for a 500-spot page that was a millisecond and a half.
 * The columns are timestamptz(3), so the value is a whole number of milliseconds (rounded in JS
 * against float noise).
 */
export const epochMs = (column: 's.created_at' | 's.updated_at') => sql<number>`date_part('epoch', ${sql.ref(column)}) * 1000`;
export const isoOf = (ms: number) => new Date(Math.round(ms)).toISOString();

/** The columns of a SpotSummary: all of them on the spot row. */
export function spotColumns() {
  return [
    's.id',
    's.legacy_id',
    's.platform',
    's.country',
    's.title',
    's.famed',
    's.fixed',
    's.archived',
    sql<number>`s.location[0]`.as('lng'),
    sql<number>`s.location[1]`.as('lat'),
    's.street',
    's.postal_code',
    's.city',
    's.country_code',
    's.vote_count',
    's.comment_count',
    epochMs('s.created_at').as('created_ms'),
    epochMs('s.updated_at').as('updated_ms'),
    's.has_official_answer',
    's.category_ids',
    's.region_ids',
    's.cover_photo_id',
    's.cover_photo_width',
    's.cover_photo_height',
    's.cover_photo_shows_fix',
    's.cover_photo_variants',
  ] as const;
}

export function toSummary(row: SummaryRow): SpotSummary {
  return {
    id: row.id,
    legacyId: row.legacy_id,
    platform: row.platform,
    country: row.country,
    title: row.title,
    famed: row.famed,
    fixed: row.fixed,
    archived: row.archived,
    hasOfficialAnswer: row.has_official_answer,
    location: { lat: row.lat, lng: row.lng },
    address: { street: row.street, postalCode: row.postal_code, city: row.city, country: row.country_code },
    categoryIds: row.category_ids,
    regionIds: row.region_ids,
    coverPhoto:
      row.cover_photo_id === null
        ? null
        : {
            id: row.cover_photo_id,
            url: photoUrl(row.cover_photo_id),
            width: row.cover_photo_width ?? 0,
            height: row.cover_photo_height ?? 0,
            showsFix: row.cover_photo_shows_fix ?? false,
            srcset: photoSrcset(
              row.cover_photo_id,
              { width: row.cover_photo_width ?? 0, height: row.cover_photo_height ?? 0 },
              row.cover_photo_variants.length > 0,
            ),
          },
    votes: row.vote_count,
    comments: row.comment_count,
    createdAt: isoOf(row.created_ms),
    updatedAt: isoOf(row.updated_ms),
  };
}

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

export interface SpotPage {
  items: SpotSummary[];
  nextCursor: string | null;
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
function pageQuery(db: Db, ctx: RequestContext, f: SpotListQuery, exactDistanceOrder = false) {
  const base = applyFilters(db.selectFrom('spots as s'), ctx, f).select('s.id');
  const cursor = f.cursor;
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

/**
 * A SpotSummary's columns as one JSON array per spot, the whole page as one JSON array of them.
 * A driver then decodes one value instead of 25 per row: on PGlite, where every value crosses
 * from WebAssembly to JavaScript on its own, that is most of the time a 500-spot page takes
 * (measured at 1M spots: 35 ms → 12 ms); on PostgreSQL it is a little faster too. The numbers
 * are the same doubles either way (shortest round-trip text on both sides).
 */
const SUMMARY_TUPLE = sql`json_build_array(s.id, s.legacy_id, s.platform, s.country, s.title, s.famed, s.fixed, s.archived,
  s.location[0], s.location[1], s.street, s.postal_code, s.city, s.country_code, s.vote_count, s.comment_count,
  date_part('epoch', s.created_at) * 1000, date_part('epoch', s.updated_at) * 1000, s.has_official_answer, s.category_ids, s.region_ids,
  s.cover_photo_id, s.cover_photo_width, s.cover_photo_height, s.cover_photo_shows_fix, s.cover_photo_variants, p.sort_key, p.distance)`;

type SummaryTuple = [
  id: number,
  legacyId: string | null,
  platform: Platform,
  country: string,
  title: string,
  famed: boolean,
  fixed: boolean,
  archived: boolean,
  lng: number,
  lat: number,
  street: string | null,
  postalCode: string | null,
  city: string | null,
  countryCode: string | null,
  votes: number,
  comments: number,
  createdMs: number,
  updatedMs: number,
  hasOfficialAnswer: boolean,
  categoryIds: number[],
  regionIds: number[],
  coverId: number | null,
  coverWidth: number | null,
  coverHeight: number | null,
  coverShowsFix: boolean | null,
  coverVariants: string[],
  sortKey: number | null,
  distance: number | null,
];

const rowOfTuple = (t: SummaryTuple): SummaryRow & { sort_key: number | null; distance: number | null } => ({
  id: t[0],
  legacy_id: t[1],
  platform: t[2],
  country: t[3],
  title: t[4],
  famed: t[5],
  fixed: t[6],
  archived: t[7],
  lng: t[8],
  lat: t[9],
  street: t[10],
  postal_code: t[11],
  city: t[12],
  country_code: t[13],
  vote_count: t[14],
  comment_count: t[15],
  created_ms: t[16],
  updated_ms: t[17],
  has_official_answer: t[18],
  category_ids: t[19],
  region_ids: t[20],
  cover_photo_id: t[21],
  cover_photo_width: t[22],
  cover_photo_height: t[23],
  cover_photo_shows_fix: t[24],
  cover_photo_variants: t[25],
  sort_key: t[26],
  distance: t[27],
});

/**
 * The page plus one row (for distance: plus the over-fetch), in order: the page query picks the
 * spots, then their summaries are read by primary key, one row each.
 */
async function fetchPage(db: Db, ctx: RequestContext, f: SpotListQuery, exactDistanceOrder: boolean) {
  const { rows } = await sql<{ page: string | null }>`WITH p AS MATERIALIZED (${pageQuery(db, ctx, f, exactDistanceOrder)})
    SELECT json_agg(${SUMMARY_TUPLE} ORDER BY ${PAGE_ORDER[f.sort]})::text AS page
    FROM p JOIN spots s ON s.id = p.id`.execute(db);
  const text = rows[0]?.page;
  return text ? (JSON.parse(text) as SummaryTuple[]).map(rowOfTuple) : [];
}

export async function listSpots(db: Db, ctx: RequestContext, f: SpotListQuery): Promise<SpotPage> {
  let rows = await fetchPage(db, ctx, f, false);
  if (f.sort === 'distance') {
    const lookahead = rows[f.limit];
    const overfetchFull = rows.length === f.limit + 1 + DISTANCE_OVERFETCH;
    const boundary = rows[rows.length - 1]?.sort_key;
    // The row after the page is as far as the farthest fetched one: equally distant rows may
    // have been left out of the over-fetch, so the (distance, id) order is not certain.
    if (overfetchFull && lookahead && lookahead.sort_key === boundary) rows = await fetchPage(db, ctx, f, true);
  }

  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  const keyOf = (row: (typeof rows)[number]): Cursor => {
    switch (f.sort) {
      case 'date':
        return { s: 'date', k: isoOf(row.created_ms), i: row.id };
      case 'votes':
        return { s: 'votes', k: row.vote_count, i: row.id };
      case 'comments':
        return { s: 'comments', k: row.comment_count, i: row.id };
      case 'distance':
        return { s: 'distance', k: row.sort_key ?? 0, i: row.id, n: [f.near?.lat ?? 0, f.near?.lng ?? 0] };
    }
  };
  return {
    items: page.map((row) => {
      const summary = toSummary(row);
      return row.distance === null ? summary : { ...summary, distance: Math.round(row.distance * 10) / 10 };
    }),
    nextCursor: rows.length > f.limit && last ? encodeCursor(keyOf(last)) : null,
  };
}

/**
 * One spot by id. Scoped by platform only: ids are global and links are shared across country
 * sites (a bikeable ch visitor may open a German spot), but never across platforms.
 */
export async function findSpot(db: Db, platform: Platform, id: number, locale: Locale): Promise<SpotDetail | null> {
  const row = await visibleSpots(db)
    .leftJoin('users as u', 'u.id', 's.author_id')
    .select(spotColumns())
    .select(['s.description', 's.author_id', 'u.username', 's.archive_at'])
    .select(sql<number>`(SELECT count(*)::int FROM fix_proposals fp WHERE fp.spot_id = s.id)`.as('fix_proposals'))
    .where('s.id', '=', id)
    .where('s.platform', '=', platform)
    .executeTakeFirst();
  if (!row) return null;

  const [photos, categories, regions, answer] = await Promise.all([
    db
      .selectFrom('photos')
      .select(['id', 'width', 'height', 'shows_fix', 'variants'])
      .where('spot_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    categoriesOfSpot(db, id),
    db
      .selectFrom('spot_regions as sr')
      .innerJoin('regions as r', 'r.id', 'sr.region_id')
      .select(['r.id', 'r.slug', 'r.name'])
      .where('sr.spot_id', '=', id)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('official_answers as oa')
      .innerJoin('organisations as o', 'o.id', 'oa.organisation_id')
      .select(['oa.status', 'oa.text', 'oa.created_at', 'o.slug', 'o.name'])
      // A date as text: drivers would turn it into a Date at local midnight.
      .select(sql<string | null>`to_char(oa.planned_for, 'YYYY-MM-DD')`.as('planned_for'))
      .where('oa.spot_id', '=', id)
      .orderBy('oa.created_at', 'desc')
      .orderBy('oa.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);

  return {
    ...toSummary(row),
    description: row.description,
    photos: photos.map((p) => ({
      id: p.id,
      url: photoUrl(p.id),
      width: p.width,
      height: p.height,
      showsFix: p.shows_fix,
      srcset: photoSrcset(p.id, p, p.variants.length > 0),
    })),
    categories: categories.map((c) => toCategory(c, locale)),
    regions,
    author: row.author_id !== null && row.username !== null ? { id: row.author_id, username: row.username } : null,
    archiveAt: row.archive_at?.toISOString() ?? null,
    fixProposals: row.fix_proposals,
    fixProposalsNeeded: FIX_PROPOSALS_NEEDED,
    officialAnswer: answer
      ? {
          organisation: { slug: answer.slug, name: answer.name },
          status: answer.status,
          text: answer.text,
          plannedFor: answer.planned_for,
          createdAt: answer.created_at.toISOString(),
        }
      : null,
  };
}

/** The numeric id behind a legacy id (old /entries/{oldId} links), same scoping as findSpot. */
export async function findSpotIdByLegacyId(db: Db, platform: Platform, legacyId: string): Promise<number | null> {
  const row = await visibleSpots(db).select('s.id').where('s.legacy_id', '=', legacyId).where('s.platform', '=', platform).executeTakeFirst();
  return row?.id ?? null;
}
