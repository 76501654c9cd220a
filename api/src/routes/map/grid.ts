// The cluster grid: square cells of CELL_PX screen pixels in Web Mercator (the projection of the
// map tiles), aligned to the world, so a cell is the same at a given zoom whatever the viewport:
// panning never reshuffles clusters, and two overlapping viewports agree on every shared cell.
//
// Every spot stores its cell on the finest grid (zoom 19, generated columns grid_x and grid_y);
// grids of all zooms nest, so its cell at zoom z is (grid_x >> (19 - z), grid_y >> (19 - z)).
// A map asks for a box; the answer counts the whole cells the box touches and says which box
// that is (the requested one widened to cell edges), so a cell is never cut in two.

/** Cell edge in screen pixels. A 256-pixel tile holds 4 × 4 cells. */
export const CELL_PX = 64;
/** Web Mercator's latitude limit: the map shows nothing beyond it. */
export const MAX_MERCATOR_LAT = 85.0511287798066;

/** Cells per world width (and height) at a zoom level. */
export function cellsPerWorld(zoom: number): number {
  return 2 ** zoom * (256 / CELL_PX);
}

/** Width of a column in degrees of longitude. */
export function columnStep(zoom: number): number {
  return 360 / cellsPerWorld(zoom);
}

/** Column of a longitude (what the SQL computes: floor((lng + 180) / step)). */
export function columnOf(lng: number, zoom: number): number {
  return Math.floor((lng + 180) / columnStep(zoom));
}

/** Web Mercator y of a latitude, 0 at the top (85.05° N) to 1 at the bottom. */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const phi = (clamped * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}

/** Latitude of the top edge of row `row`. */
export function rowTopLat(row: number, zoom: number): number {
  const n = Math.PI * (1 - (2 * row) / cellsPerWorld(zoom));
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}

/** Row of a latitude (0 at the top). */
export function rowOf(lat: number, zoom: number): number {
  const rows = cellsPerWorld(zoom);
  return Math.min(rows - 1, Math.max(0, Math.floor(mercatorY(lat) * rows)));
}

/** The finest grid: every spot stores its cell at this zoom (grid_x, grid_y; migration 0021). */
export const GRID_ZOOM = 19;
/** Cell counts are kept per cell for zoom 0..CELL_ZOOMS (spot_cells; migrations 0021, 0022). */
export const CELL_ZOOMS = 16;

/** The zoom whose grid clusters a map at `zoom` (zooms beyond the finest grid use the finest). */
export const gridZoom = (zoom: number) => Math.min(zoom, GRID_ZOOM);

export interface CellRange {
  /** Grid zoom of the cells. */
  zoom: number;
  /** Columns x0..x1 and rows y0..y1 (inclusive), rows counted from the top. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** The box these whole cells cover: the requested box, widened to cell edges. */
  bbox: [minLng: number, minLat: number, maxLng: number, maxLat: number];
}

/** The whole cells a box touches, and the box they cover together. */
export function cellRange(b: { minLng: number; minLat: number; maxLng: number; maxLat: number }, mapZoom: number): CellRange {
  const zoom = gridZoom(mapZoom);
  const last = cellsPerWorld(zoom) - 1;
  const x0 = Math.max(0, Math.min(last, columnOf(b.minLng, zoom)));
  const x1 = Math.max(0, Math.min(last, columnOf(b.maxLng, zoom)));
  const y0 = rowOf(b.maxLat, zoom);
  const y1 = rowOf(b.minLat, zoom);
  const step = columnStep(zoom);
  return { zoom, x0, x1, y0, y1, bbox: [x0 * step - 180, rowTopLat(y1 + 1, zoom), (x1 + 1) * step - 180, rowTopLat(y0, zoom)] };
}

/** The box of one cell. */
export function cellBox(x: number, y: number, zoom: number): [number, number, number, number] {
  const step = columnStep(zoom);
  return [x * step - 180, rowTopLat(y + 1, zoom), (x + 1) * step - 180, rowTopLat(y, zoom)];
}
