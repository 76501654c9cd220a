// The WHERE clause every spot view shares (list, map clusters, GeoJSON): one place decides which
// spots a set of filters selects, so map counts, list pages and downloads always agree.
//
// Every condition reads a column of the spot row (the derived ones from migration 0020), never a
// related table: a viewport's rows are filtered where they are found, and the map's clusters can
// be counted from the platform's spots_current_location_<platform>_idx alone (an index-only scan,
// migration 0043) for every filter.
import { type SpotFilterQuery } from '@moveable/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';

export type SpotsQuery = SelectQueryBuilder<DB & { s: DB['spots'] }, 's', object>;

/** The bbox as a `box` (a point on its edge is inside, as with `<@` on the GiST index). */
export function bboxBox(b: NonNullable<SpotFilterQuery['bbox']>) {
  return sql`box(point(${b.minLng}::float8, ${b.minLat}::float8), point(${b.maxLng}::float8, ${b.maxLat}::float8))`;
}

/**
 * Scope (platform, country unless worldwide), not deleted, archived or current, and the filters.
 * `archived` and the platform are written as literals, not parameters, so the planner can match
 * the partial indexes (WHERE archived = false, platform = '…') whatever the plan cache does. The
 * platform is one of the contract's few names, never free text.
 */
export function applyFilters<Q extends SpotsQuery>(query: Q, ctx: Pick<RequestContext, 'platform' | 'country'>, f: SpotFilterQuery): Q {
  let q = query
    .where('s.deleted_at', 'is', null)
    .where(sql<boolean>`s.platform = ${sql.lit(ctx.platform)}`)
    .where(f.archived ? sql<boolean>`s.archived = true` : sql<boolean>`s.archived = false`) as Q;
  if (ctx.country !== null) q = q.where('s.country', '=', ctx.country) as Q;
  if (f.famed !== undefined) q = q.where('s.famed', '=', f.famed) as Q;
  if (f.fixed !== undefined) q = q.where('s.fixed', '=', f.fixed) as Q;
  if (f.begin) q = q.where('s.created_at', '>=', f.begin) as Q;
  if (f.end) q = q.where('s.created_at', '<=', f.end) as Q;
  if (f.bbox) q = q.where(sql<boolean>`s.location <@ ${bboxBox(f.bbox)}`) as Q;
  if (f.officialAnswer !== undefined) q = q.where('s.has_official_answer', '=', f.officialAnswer) as Q;
  if (f.hasPhoto !== undefined) q = q.where('s.cover_photo_id', f.hasPhoto ? 'is not' : 'is', null) as Q;
  if (f.regionId !== undefined) q = q.where(sql<boolean>`s.region_ids @> ${[f.regionId]}::int[]`) as Q;
  if (f.categoryIds?.length) q = q.where(sql<boolean>`s.category_ids && ${f.categoryIds}::int[]`) as Q;
  if (f.organisation !== undefined) {
    // The organisation's regions, looked up once (an InitPlan), then one array overlap per row.
    q = q.where(sql<boolean>`s.region_ids && ARRAY(
      SELECT orr.region_id FROM organisation_regions orr JOIN organisations o ON o.id = orr.organisation_id
      WHERE o.slug = ${f.organisation} AND o.platform = ${ctx.platform})`) as Q;
  }
  return q;
}
