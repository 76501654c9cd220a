// How to find the newest (or most voted, most commented) page of spots in a box, chosen per
// request from the map's cell counts, because PostgreSQL cannot: it estimates `location <@ box`
// at a fixed small selectivity, so it always reads every spot in the box through the GiST index
// and sorts them. For all of Zürich at a million spots that is 145,000 rows for a page of 500.
//
// Three ways, each with a cost that follows from the estimate:
// - direct: few spots in the box; read them (rows, summaries) through the GiST index, sort, cut.
// - box: more; pick the page from the GiST index alone (an index-only scan), then read its rows.
// - walk: many; walk the sort's index (newest first) and keep the rows in the box, so a box that
//   holds a share q of the scope's spots reads about page / q index entries and stops.
// The walk is bounded (WALK_SLACK × what the estimate expects); a walk that ends before its page
// is full (the estimate was off, e.g. under a filter the cells don't count, or in a box whose
// spots are all old) is answered by the box way instead, so every way gives the same page.
import type { SpotListQuery } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';

export type ViewportWay = 'direct' | 'box' | 'walk';

type Bbox = NonNullable<SpotListQuery['bbox']>;

/** spot_cells (migrations 0021, 0022) holds zooms 0..16; cells of zoom z are 2^(z+2) per world side. */
const CELL_ZOOMS = 16;
const MAX_MERCATOR_LAT = 85.0511287798066;

/** Up to this many estimated spots in the box: read them directly. */
export const DIRECT_MAX = 800;
/** What a walked index entry costs relative to one of the GiST index: measured at 1M spots (bench/README.md). */
const WALK_ENTRY_COST = { covering: 0.3, heap: 2 };
/** A walk may read this many times the entries the estimate expects before the box way takes over. */
export const WALK_SLACK = 4;

/** A zoom whose cells are about a quarter of the box wide, so the box spans a few of them. */
export function cellZoom(b: Bbox): number {
  const width = Math.max(b.maxLng - b.minLng, 1e-9);
  return Math.max(0, Math.min(CELL_ZOOMS, Math.round(Math.log2(360 / width))));
}

/** The cell columns and rows a box touches at `zoom`: the generated grid_x, grid_y of 0021 shifted to that zoom. */
export function cellsOfBox(b: Bbox, zoom: number): { xs: number[]; y0: number; y1: number } {
  const side = 2 ** (zoom + 2);
  const column = (lng: number) => Math.max(0, Math.min(side - 1, Math.floor(((lng + 180) / 360) * side)));
  const row = (lat: number) => {
    const phi = (Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat)) * Math.PI) / 180;
    const y = (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
    return Math.max(0, Math.min(side - 1, Math.floor(y * side)));
  };
  const x0 = column(b.minLng);
  const x1 = column(b.maxLng);
  return { xs: Array.from({ length: x1 - x0 + 1 }, (_, i) => x0 + i), y0: row(b.maxLat), y1: row(b.minLat) };
}

export interface ViewportEstimate {
  /** Spots of the scope in the box: each touched cell counted by the share of its spots' bounds inside the box. */
  inside: number;
  /** Spots of the scope in the scope's whole area (the zoom-0 cells). */
  total: number;
}

/**
 * The estimate, from the cells for the filters they are kept for (scope, archived, famed, fixed,
 * official answer). Other filters only make the estimate too high, which the walk's bound catches.
 */
export async function estimateViewport(
  db: Kysely<DB>,
  ctx: Pick<RequestContext, 'platform' | 'country'>,
  f: SpotListQuery,
): Promise<ViewportEstimate> {
  const b = f.bbox!;
  const zoom = cellZoom(b);
  const { xs, y0, y1 } = cellsOfBox(b, zoom);
  const scope = (c: string) =>
    sql.join(
      [
        sql`${sql.ref(`${c}.platform`)} = ${ctx.platform}`,
        ...(ctx.country !== null ? [sql`${sql.ref(`${c}.country`)} = ${ctx.country}`] : []),
        sql`${sql.ref(`${c}.archived`)} = ${f.archived === true}`,
        ...(f.famed !== undefined ? [sql`${sql.ref(`${c}.famed`)} = ${f.famed}`] : []),
        ...(f.fixed !== undefined ? [sql`${sql.ref(`${c}.fixed`)} = ${f.fixed}`] : []),
        ...(f.officialAnswer !== undefined ? [sql`${sql.ref(`${c}.has_official_answer`)} = ${f.officialAnswer}`] : []),
      ],
      sql` AND `,
    );
  // Share of a cell's spots inside the box along one axis, from the bounds of its spots.
  const share = (lo: string, hi: string, min: number, max: number) =>
    sql`CASE WHEN ${sql.ref(hi)} > ${sql.ref(lo)}
      THEN greatest(0, least(${sql.ref(hi)}, ${max}::float8) - greatest(${sql.ref(lo)}, ${min}::float8)) / (${sql.ref(hi)} - ${sql.ref(lo)})
      ELSE (${sql.ref(lo)} BETWEEN ${min}::float8 AND ${max}::float8)::int END`;
  const { rows } = await sql<{ inside: number | null; total: number | null }>`SELECT
      sum(c.spots * ${share('c.min_lng', 'c.max_lng', b.minLng, b.maxLng)} * ${share('c.min_lat', 'c.max_lat', b.minLat, b.maxLat)})::float8 AS inside,
      (SELECT sum(t.spots)::float8 FROM spot_cells t WHERE ${scope('t')} AND t.zoom = 0) AS total
    FROM spot_cells c
    WHERE ${scope('c')} AND c.zoom = ${zoom} AND c.x = ANY(${xs}::int[]) AND c.y BETWEEN ${y0} AND ${y1} AND c.spots > 0`.execute(db);
  return { inside: rows[0]?.inside ?? 0, total: rows[0]?.total ?? 0 };
}

export interface ViewportPlan {
  way: ViewportWay;
  /** Index entries the walk may read before it gives up (walk only). */
  budget: number;
}

/**
 * The cheapest way for a page of `take` rows. Walking the date index of a country reads covering
 * entries (migration 0043); the other sorts' indexes and the worldwide one send each entry to
 * the table, which costs more than a GiST entry.
 */
export function planViewport(estimate: ViewportEstimate, take: number, covering: boolean): ViewportPlan {
  const { inside, total } = estimate;
  if (inside <= DIRECT_MAX) return { way: 'direct', budget: 0 };
  const walked = (take * total) / inside;
  const walkCost = walked * (covering ? WALK_ENTRY_COST.covering : WALK_ENTRY_COST.heap);
  if (walkCost < inside) return { way: 'walk', budget: Math.ceil(WALK_SLACK * walked) + 1000 };
  return { way: 'box', budget: 0 };
}
