// The spots of an export (GET /spots.geojson, /spots.csv), batch after batch: keyset pages over
// the list's newest-first order (created_at DESC, id DESC; spots_by_date_idx), each one statement
// of `batchSize` rows plus one for their photos. Nothing is held but the batch in hand, so memory
// stays flat whatever the count, and the same SQL runs on PGlite (one connection: each batch is a
// short statement, other requests take turns between them) and PostgreSQL (no cursor needs a
// connection held open for the whole download). Between batches the event loop takes a turn.
//
// The selection is applyFilters' (domain/spots/filters.ts), the list's own WHERE clause: hidden
// spots are deleted ones (deleted_at is set with hidden_at), so neither ever appears.
import { type Platform, type SpotExportProperties, type SpotFilterQuery } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import type { DB } from '../../db/schema.ts';
import { applyFilters } from '../../domain/spots/filters.ts';
import { epochMs, isoOf } from '../../domain/spots/summary.ts';
import { photoUrl } from '../../images/photo-sizes.ts';
import type { RequestContext } from '../../plugins/context.ts';

/** A spot of an export: its properties and its position. */
export interface ExportSpot {
  properties: SpotExportProperties;
  lng: number;
  lat: number;
}

/** Rows per statement. The first batch is small so the first bytes leave at once. */
export interface BatchSizes {
  first: number;
  rest: number;
}
export const EXPORT_BATCH_SIZES: BatchSizes = { first: 200, rest: 1000 };

export interface ExportOptions {
  /** PUBLIC_URL's origin: photo addresses are absolute on it. */
  origin: string;
  /** `id → the spot page's absolute address`. */
  spotUrl: (id: number) => string;
  batchSizes?: BatchSizes;
  /** Checked before each statement: a client that went away stops the export. */
  stopped?: () => boolean;
}

async function categorySlugs(db: Kysely<DB>): Promise<Map<number, string>> {
  const rows = await db.selectFrom('categories').select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** The next `limit` spots after the keyset position (the newest first when there is none). */
function batch(
  db: Kysely<DB>,
  ctx: Pick<RequestContext, 'platform' | 'country'>,
  f: SpotFilterQuery,
  after: { ms: number; id: number } | null,
  limit: number,
) {
  let q = applyFilters(db.selectFrom('spots as s'), ctx, f);
  if (after) q = q.where(sql<boolean>`(s.created_at, s.id) < (${isoOf(after.ms)}::timestamptz, ${after.id}::bigint)`);
  return q
    .select([
      's.id',
      's.title',
      's.description',
      's.famed',
      's.fixed',
      's.archived',
      's.has_official_answer',
      's.category_ids',
      's.region_ids',
      sql<number>`s.location[0]`.as('lng'),
      sql<number>`s.location[1]`.as('lat'),
      's.street',
      's.postal_code',
      's.city',
      's.country_code',
      's.country',
      's.platform',
      's.vote_count',
      's.comment_count',
      epochMs('s.created_at').as('created_ms'),
      epochMs('s.updated_at').as('updated_ms'),
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/** The photos of a batch's spots, in each spot's order (cover first), by spot. */
async function photosOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, number[]>> {
  const byspot = new Map<number, number[]>();
  if (ids.length === 0) return byspot;
  const rows = await db
    .selectFrom('photos')
    .select(['spot_id', 'id'])
    .where(sql<boolean>`spot_id = ANY(${ids}::bigint[])`)
    .orderBy('spot_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = byspot.get(r.spot_id!) ?? [];
    list.push(r.id);
    byspot.set(r.spot_id!, list);
  }
  return byspot;
}

/**
 * The matching spots, newest first, one array per statement. Ends early (no further statement)
 * when `stopped()` says so; the caller's `return()` ends it between batches too.
 */
export async function* exportBatches(
  db: Kysely<DB>,
  ctx: Pick<RequestContext, 'platform' | 'country'>,
  f: SpotFilterQuery,
  options: ExportOptions,
): AsyncGenerator<ExportSpot[]> {
  const sizes = options.batchSizes ?? EXPORT_BATCH_SIZES;
  const slugs = await categorySlugs(db);
  let after: { ms: number; id: number } | null = null;
  let limit = sizes.first;
  for (;;) {
    // PGlite runs in this thread and settles its queries without returning to the event loop: a
    // long export would keep every other request, and the news that the client left, waiting.
    // One turn of the loop per batch lets them in (on PostgreSQL it costs nothing).
    await setImmediate();
    if (options.stopped?.()) return;
    const rows = await batch(db, ctx, f, after, limit);
    if (rows.length === 0) return;
    if (options.stopped?.()) return;
    const photos = await photosOf(
      db,
      rows.map((r) => r.id),
    );
    yield rows.map((r) => ({
      lng: r.lng,
      lat: r.lat,
      properties: {
        id: r.id,
        url: options.spotUrl(r.id),
        title: r.title,
        description: r.description,
        famed: r.famed,
        fixed: r.fixed,
        archived: r.archived,
        officialAnswer: r.has_official_answer,
        categories: r.category_ids.map((id) => slugs.get(id)).filter((slug): slug is string => slug !== undefined),
        categoryIds: r.category_ids,
        regionIds: r.region_ids,
        street: r.street,
        postalCode: r.postal_code,
        city: r.city,
        countryCode: r.country_code,
        country: r.country,
        platform: r.platform as Platform,
        votes: r.vote_count,
        comments: r.comment_count,
        photos: (photos.get(r.id) ?? []).map((id) => `${options.origin}${photoUrl(id)}`),
        createdAt: isoOf(r.created_ms),
        updatedAt: isoOf(r.updated_ms),
      },
    }));
    if (rows.length < limit) return;
    const last = rows[rows.length - 1]!;
    after = { ms: last.created_ms, id: last.id };
    limit = sizes.rest;
  }
}
