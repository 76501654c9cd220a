// Map data for a viewport: clusters on a zoom-dependent grid when zoomed out, single spots when
// zoomed in or when there are few. The answer covers the whole grid cells the requested box
// touches (`bbox` in the answer), so a cell is never cut, and its counts add up to exactly what
// GET /api/spots lists for that box and the same filters (one applyFilters for both).
//
// Two ways to count, the same result:
// - from spot_cells (migration 0021), the counts per cell kept by triggers, when the filters are
//   among those it is keyed by (famed, fixed, officialAnswer, archived) and zoom ≤ 16: a city
//   viewport adds up a few hundred rows, however many spots it holds;
// - from the spots themselves (GROUP BY the spot's grid cell), for the other filters and for
//   zoom ≥ 17: an index-only scan of spots_current_location_idx.
import { type ClusterQuery, type MapCluster, type MapClusters, type MapSpot } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { applyFilters, type SpotsQuery } from '../../domain/spots/filters.ts';
import { CELL_ZOOMS, GRID_ZOOM, cellBox, cellRange, type CellRange } from './grid.ts';

type Db = Kysely<DB>;
type Bbox = MapClusters['bbox'];

/** From this zoom on the map shows single spots, as long as the viewport holds no more than… */
export const SPOT_ZOOM = 16;
/** …this many (at zoom 16 and 17; a viewport at zoom 16 is about 1.5 km wide). */
export const MAX_SPOTS = 500;
/** From this zoom on, up to MAX_SPOTS_CLOSE (a few streets: markers can't be split further). */
export const CLOSE_ZOOM = 18;
export const MAX_SPOTS_CLOSE = 2000;
/** At any zoom, this few spots are shown one by one rather than clustered. */
export const FEW_SPOTS = 50;

interface SpotRow {
  id: number;
  lng: number;
  lat: number;
  famed: boolean;
  fixed: boolean;
  title: string;
  city: string | null;
}

interface CellRow {
  x: number;
  y: number;
  n: number;
  sum_lng: number;
  sum_lat: number;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
  place: string | null;
  /** The cell's spot when it holds exactly one. */
  spot: SpotRow | null;
}

const toMapSpot = (row: SpotRow): MapSpot => ({
  kind: 'spot',
  id: row.id,
  lat: row.lat,
  lng: row.lng,
  famed: row.famed,
  fixed: row.fixed,
  title: row.title,
  city: row.city,
});

const SPOT_COLUMNS = [
  's.id',
  sql<number>`s.location[0]`.as('lng'),
  sql<number>`s.location[1]`.as('lat'),
  's.famed',
  's.fixed',
  's.title',
  's.city',
] as const;

/** The filters with the answer's box (whole cells) in place of the requested one. */
function inCells(q: ClusterQuery, bbox: Bbox): ClusterQuery {
  return { ...q, bbox: { minLng: bbox[0], minLat: bbox[1], maxLng: bbox[2], maxLat: bbox[3] } };
}

/**
 * The matching spots of the box, newest first (the list's order), at most `limit`: picked by an
 * index-only scan, then read by primary key, and sent as one JSON array (as the spot list does:
 * PGlite decodes one value instead of seven per spot).
 */
async function spotRows(db: Db, ctx: RequestContext, q: ClusterQuery, limit: number): Promise<SpotRow[]> {
  const page = applyFilters(db.selectFrom('spots as s'), ctx, q)
    .select(['s.id', 's.created_at'])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit);
  const { rows } = await sql<{ spots: string | null }>`WITH p AS MATERIALIZED (${page})
    SELECT json_agg(json_build_array(s.id, s.location[0], s.location[1], s.famed, s.fixed, s.title, s.city) ORDER BY p.created_at DESC, p.id DESC)::text AS spots
    FROM p JOIN spots s ON s.id = p.id`.execute(db);
  const tuples = rows[0]?.spots ? (JSON.parse(rows[0].spots) as [number, number, number, boolean, boolean, string, string | null][]) : [];
  return tuples.map(([id, lng, lat, famed, fixed, title, city]) => ({ id, lng, lat, famed, fixed, title, city }));
}

/** spot_cells holds the counts for these filters (the ones it is keyed by) at this zoom. */
function countedInCells(q: ClusterQuery, range: CellRange): boolean {
  return (
    range.zoom <= CELL_ZOOMS &&
    q.regionId === undefined &&
    !q.categoryIds?.length &&
    q.begin === undefined &&
    q.end === undefined &&
    q.hasPhoto === undefined &&
    q.organisation === undefined
  );
}

/**
 * Cells from spot_cells: the rows of the range, summed over the filter combinations that match.
 */
async function cellsFromCounts(db: Db, ctx: RequestContext, q: ClusterQuery, range: CellRange): Promise<CellRow[]> {
  const rows = await db
    .selectFrom('spot_cells as c')
    .select([
      'c.x',
      'c.y',
      sql<number>`sum(c.spots)::int`.as('n'),
      sql<number>`sum(c.sum_lng)`.as('sum_lng'),
      sql<number>`sum(c.sum_lat)`.as('sum_lat'),
      sql<number>`min(c.min_lng) FILTER (WHERE c.spots > 0)`.as('min_lng'),
      sql<number>`min(c.min_lat) FILTER (WHERE c.spots > 0)`.as('min_lat'),
      sql<number>`max(c.max_lng) FILTER (WHERE c.spots > 0)`.as('max_lng'),
      sql<number>`max(c.max_lat) FILTER (WHERE c.spots > 0)`.as('max_lat'),
      // The place of the filter combination with the most spots.
      sql<string | null>`(array_agg(c.place ORDER BY c.spots DESC, c.place) FILTER (WHERE c.spots > 0))[1]`.as('place'),
    ])
    .where('c.platform', '=', ctx.platform)
    .$if(ctx.country !== null, (qb) => qb.where('c.country', '=', ctx.country as string))
    .where('c.zoom', '=', range.zoom)
    .where('c.x', '>=', range.x0)
    .where('c.x', '<=', range.x1)
    .where('c.y', '>=', range.y0)
    .where('c.y', '<=', range.y1)
    .where('c.archived', '=', q.archived ?? false)
    .$if(q.famed !== undefined, (qb) => qb.where('c.famed', '=', q.famed as boolean))
    .$if(q.fixed !== undefined, (qb) => qb.where('c.fixed', '=', q.fixed as boolean))
    .$if(q.officialAnswer !== undefined, (qb) => qb.where('c.has_official_answer', '=', q.officialAnswer as boolean))
    .groupBy(['c.x', 'c.y'])
    .having(sql<boolean>`sum(c.spots) > 0`)
    .execute();
  return rows.map((r) => ({ ...r, spot: null }));
}

/** The spot of each one-spot cell counted in spot_cells: looked up in the cell (an index probe each). */
async function addSingleSpots(db: Db, ctx: RequestContext, q: ClusterQuery, range: CellRange, cells: CellRow[]): Promise<void> {
  const singles = cells.filter((c) => c.n === 1);
  if (singles.length > 0) {
    // A hair wider than the cell: the grid columns decide, the box only lets the index find them.
    const boxes = singles.map((c) => cellBox(c.x, c.y, range.zoom));
    const shift = GRID_ZOOM - range.zoom;
    const found = await sql<SpotRow & { i: number }>`SELECT b.i, p.* FROM unnest(
        ${singles.map((c) => c.x)}::int[], ${singles.map((c) => c.y)}::int[],
        ${boxes.map((b) => b[0] - 1e-9)}::float8[], ${boxes.map((b) => b[1] - 1e-9)}::float8[],
        ${boxes.map((b) => b[2] + 1e-9)}::float8[], ${boxes.map((b) => b[3] + 1e-9)}::float8[]
      ) WITH ORDINALITY AS b(x, y, min_lng, min_lat, max_lng, max_lat, i)
      CROSS JOIN LATERAL (${applyFilters(db.selectFrom('spots as s') as SpotsQuery, ctx, { ...q, bbox: undefined })
        .select(SPOT_COLUMNS)
        .where(sql<boolean>`s.location <@ box(point(b.min_lng, b.min_lat), point(b.max_lng, b.max_lat))`)
        .where(sql<boolean>`s.grid_x >> ${shift} = b.x`)
        .where(sql<boolean>`s.grid_y >> ${shift} = b.y`)
        .limit(1)}) p`.execute(db);
    for (const row of found.rows) {
      const cell = singles[Number(row.i) - 1];
      if (cell) cell.spot = row;
    }
  }
}

/**
 * Cells counted from the spots: GROUP BY the spot's cell at the grid zoom, over the filtered
 * spots of the range's box (an index-only scan), with one of its spots (the oldest id): the
 * spot itself for a one-spot cell, and the place name of a cluster.
 */
async function cellsFromSpots(db: Db, ctx: RequestContext, q: ClusterQuery, range: CellRange): Promise<CellRow[]> {
  const shift = GRID_ZOOM - range.zoom;
  const rows = await applyFilters(db.selectFrom('spots as s'), ctx, inCells(q, range.bbox))
    .select([
      sql<number>`s.grid_x >> ${shift}`.as('x'),
      sql<number>`s.grid_y >> ${shift}`.as('y'),
      sql<number>`count(*)::int`.as('n'),
      sql<number>`sum(s.location[0])`.as('sum_lng'),
      sql<number>`sum(s.location[1])`.as('sum_lat'),
      sql<number>`min(s.location[0])`.as('min_lng'),
      sql<number>`min(s.location[1])`.as('min_lat'),
      sql<number>`max(s.location[0])`.as('max_lng'),
      sql<number>`max(s.location[1])`.as('max_lat'),
      sql<number>`min(s.id)`.as('some_id'),
    ])
    .groupBy([sql`1`, sql`2`])
    .execute();
  return rows.map((r) => ({ ...r, place: null, spot: null }));
}

/** The spot of each one-spot cell and a place name for each cluster (spots counted from spots). */
async function addRepresentatives(db: Db, cells: (CellRow & { some_id?: number })[]): Promise<void> {
  const ids = cells.flatMap((c) => (c.some_id === undefined ? [] : [c.some_id]));
  if (ids.length === 0) return;
  const rows = await db.selectFrom('spots as s').select(SPOT_COLUMNS).where('s.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const cell of cells) {
    const spot = cell.some_id === undefined ? undefined : byId.get(cell.some_id);
    if (!spot) continue;
    cell.place = spot.city;
    if (cell.n === 1) cell.spot = spot;
  }
}

export async function mapClusters(db: Db, ctx: RequestContext, q: ClusterQuery): Promise<MapClusters> {
  const { zoom } = q;
  const range = cellRange(q.bbox, zoom);
  const { bbox } = range;
  const fromCounts = countedInCells(q, range);
  const cells = fromCounts ? await cellsFromCounts(db, ctx, q, range) : await cellsFromSpots(db, ctx, q, range);
  const total = cells.reduce((sum, cell) => sum + cell.n, 0);

  // Few enough to show one by one: the spots themselves, newest first.
  const max = zoom >= CLOSE_ZOOM ? MAX_SPOTS_CLOSE : zoom >= SPOT_ZOOM ? MAX_SPOTS : FEW_SPOTS;
  if (total <= max) {
    const spots = await spotRows(db, ctx, inCells(q, bbox), total + 1);
    // Equal unless a spot was written between the two statements: then the cells answer.
    if (spots.length === total) return { zoom, bbox, total, items: spots.map(toMapSpot) };
  }
  if (fromCounts) await addSingleSpots(db, ctx, q, range, cells);
  else await addRepresentatives(db, cells);

  const clusters: MapCluster[] = [];
  const singles: MapSpot[] = [];
  for (const cell of cells) {
    if (cell.n === 1 && cell.spot) {
      singles.push(toMapSpot(cell.spot));
      continue;
    }
    clusters.push({
      kind: 'cluster',
      id: `${range.zoom}/${cell.x}/${cell.y}`,
      count: cell.n,
      center: { lat: cell.sum_lat / cell.n, lng: cell.sum_lng / cell.n },
      bounds: [cell.min_lng, cell.min_lat, cell.max_lng, cell.max_lat],
      place: cell.place,
    });
  }
  clusters.sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  singles.sort((a, b) => b.id - a.id);
  return { zoom, bbox, total, items: [...clusters, ...singles] };
}
