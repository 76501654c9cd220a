// The box of spots a viewport asks the API for. Leaflet's bounds change with every pixel of a
// pan; rounding them OUTWARD to a grid that follows the zoom gives a box that still covers the
// viewport and a query key that stays the same for small moves, so the cache answers them.

/** [minLng, minLat, maxLng, maxLat], the order of the API's `bbox` parameter (and GeoJSON). */
export type Bbox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];

/** What bboxOf reads: Leaflet's LatLngBounds has these, and so does a plain object in a test. */
export interface BoundsLike {
  getWest(): number;
  getSouth(): number;
  getEast(): number;
  getNorth(): number;
}

export const WORLD_BBOX: Bbox = Object.freeze([-180, -90, 180, 90]) as Bbox;

/**
 * Grid step in degrees at a zoom level: a quarter of a map tile's width (360° / 2^zoom / 4),
 * so at zoom 13 a pan of less than about 1 km reuses the cached box.
 */
export function gridStep(zoom: number): number {
  return 90 / 2 ** Math.max(0, Math.round(zoom));
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/**
 * An integer times the grid step. The step is 45 · 2^(1 - zoom), a binary fraction, so the product
 * is exact: no float noise, and equal boxes have equal query keys. (-0 would print as "0" anyway,
 * but keys compare with Object.is semantics in places: make it +0.)
 */
function onGrid(cells: number, step: number): number {
  return cells * step + 0;
}

/**
 * The viewport's box, rounded outward to the zoom's grid and clamped to the world. A viewport
 * wider than the world (zoomed far out, or panned across the date line) asks for every longitude.
 */
export function bboxOf(bounds: BoundsLike, zoom: number): Bbox {
  const step = gridStep(zoom);
  const west = bounds.getWest();
  const east = bounds.getEast();
  const south = clamp(onGrid(Math.floor(bounds.getSouth() / step), step), -90, 90);
  const north = clamp(onGrid(Math.ceil(bounds.getNorth() / step), step), -90, 90);
  if (east - west >= 360 || west < -180 || east > 180) return [-180, south, 180, north];
  const minLng = clamp(onGrid(Math.floor(west / step), step), -180, 180);
  const maxLng = clamp(onGrid(Math.ceil(east / step), step), -180, 180);
  return [minLng, south, maxLng, north];
}

/** The API's `bbox` query value. */
export function bboxParam(bbox: Bbox): string {
  return bbox.join(',');
}

/**
 * An organisation's or region's area as the API sends it. Accepted shapes: the array
 * [minLng, minLat, maxLng, maxLat] or an object with minLng/minLat/maxLng/maxLat (the regions
 * table's columns, camel-cased). Anything else → null, and the caller keeps its default view.
 */
export function parseBbox(value: unknown): Bbox | null {
  let parts: unknown[];
  if (Array.isArray(value)) parts = value;
  else if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    parts = [o.minLng ?? o.min_lng, o.minLat ?? o.min_lat, o.maxLng ?? o.max_lng, o.maxLat ?? o.max_lat];
  } else if (typeof value === 'string') parts = value.split(',').map((p) => (p.trim() === '' ? NaN : Number(p)));
  else return null;
  if (parts.length !== 4 || !parts.every((p) => typeof p === 'number' && Number.isFinite(p))) return null;
  const [minLng, minLat, maxLng, maxLat] = parts as number[] as [number, number, number, number];
  if (Math.abs(minLng) > 180 || Math.abs(maxLng) > 180 || Math.abs(minLat) > 90 || Math.abs(maxLat) > 90) return null;
  if (minLng > maxLng || minLat > maxLat) return null;
  return [minLng, minLat, maxLng, maxLat];
}

/** Leaflet's corner order for fitBounds: [[south, west], [north, east]]. */
export function bboxToCorners(bbox: Bbox): [[number, number], [number, number]] {
  return [
    [bbox[1], bbox[0]],
    [bbox[3], bbox[2]],
  ];
}
