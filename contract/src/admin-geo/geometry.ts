// Checks of a GeoJSON outline shared by the server (which refuses a bad one with a 400 naming the
// position) and the area editor (which shows the same problem before sending). Only outer rings
// count: a region is stored as one built-in polygon per outer ring (migration 0002), so holes
// are dropped on import and refused on a drawn area.

/** [lng, lat], a third number (altitude) is allowed in imported files and dropped. */
export type GeoPosition = readonly number[];
export type GeoRing = readonly GeoPosition[];

export interface GeometryProblem {
  /** Path below the checked value, e.g. ['coordinates', 0, 0, 3]. */
  path: (string | number)[];
  message: string;
  code: 'ring_too_short' | 'ring_not_closed' | 'position_out_of_range' | 'ring_self_intersecting' | 'ring_without_area' | 'too_many_positions';
}

/** A drawn area (the area editor): enough for a town outline clicked by hand. */
export const MAX_DRAWN_POSITIONS = 2_000;
/** An imported region file: a detailed municipality has some thousand positions. */
export const MAX_IMPORTED_POSITIONS = 100_000;

const samePosition = (a: GeoPosition, b: GeoPosition) => a[0] === b[0] && a[1] === b[1];

function orientation(a: GeoPosition, b: GeoPosition, c: GeoPosition): number {
  const value = (b[1]! - a[1]!) * (c[0]! - b[0]!) - (b[0]! - a[0]!) * (c[1]! - b[1]!);
  return value === 0 ? 0 : value > 0 ? 1 : -1;
}

const onSegment = (a: GeoPosition, b: GeoPosition, p: GeoPosition) =>
  Math.min(a[0]!, b[0]!) <= p[0]! && p[0]! <= Math.max(a[0]!, b[0]!) && Math.min(a[1]!, b[1]!) <= p[1]! && p[1]! <= Math.max(a[1]!, b[1]!);

function segmentsCross(a: GeoPosition, b: GeoPosition, c: GeoPosition, d: GeoPosition): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(a, b, c)) || (o2 === 0 && onSegment(a, b, d)) || (o3 === 0 && onSegment(c, d, a)) || (o4 === 0 && onSegment(c, d, b));
}

/** The index of the first edge that crosses a non-neighbouring edge of a closed ring, or -1. */
export function selfIntersection(ring: GeoRing): number {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i += 1) {
    for (let j = i + 1; j < edges; j += 1) {
      // Neighbours share a corner; the first and the last edge too.
      if (j === i + 1 || (i === 0 && j === edges - 1)) continue;
      if (segmentsCross(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return i;
    }
  }
  return -1;
}

/** Twice the signed area (shoelace), in square degrees. */
function twiceArea(ring: GeoRing): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i += 1) sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return sum;
}

/** The first problem of one outer ring, its path relative to the ring. */
export function ringProblem(ring: GeoRing, options: { crossingsUpTo: number }): GeometryProblem | null {
  for (const [index, position] of ring.entries()) {
    const [lng, lat] = position;
    if (!Number.isFinite(lng) || lng! < -180 || lng! > 180) {
      return { path: [index, 0], message: 'longitude must be from -180 to 180', code: 'position_out_of_range' };
    }
    if (!Number.isFinite(lat) || lat! < -90 || lat! > 90) {
      return { path: [index, 1], message: 'latitude must be from -90 to 90', code: 'position_out_of_range' };
    }
  }
  if (ring.length < 4) return { path: [], message: 'a ring needs at least 4 positions (3 corners and the first again)', code: 'ring_too_short' };
  if (!samePosition(ring[0]!, ring[ring.length - 1]!)) {
    return { path: [ring.length - 1], message: 'a ring must end with its first position (closed)', code: 'ring_not_closed' };
  }
  if (ring.length <= options.crossingsUpTo) {
    const edge = selfIntersection(ring);
    if (edge !== -1) return { path: [edge], message: 'the outline crosses itself here', code: 'ring_self_intersecting' };
  }
  if (twiceArea(ring) === 0) return { path: [], message: 'a ring must enclose an area', code: 'ring_without_area' };
  return null;
}

/** Outer rings of a Polygon or MultiPolygon, each with its path below `coordinates`. */
export function outerRings(geometry: PolygonalGeometry): { ring: GeoRing; path: number[] }[] {
  if (geometry.type === 'Polygon') return geometry.coordinates.length > 0 ? [{ ring: geometry.coordinates[0]!, path: [0] }] : [];
  return geometry.coordinates.flatMap((polygon, index) => (polygon.length > 0 ? [{ ring: polygon[0]!, path: [index, 0] }] : []));
}

export type PolygonalGeometry = { type: 'Polygon'; coordinates: GeoPosition[][] } | { type: 'MultiPolygon'; coordinates: GeoPosition[][][] };

/** The first problem of a polygonal geometry: too many positions, an empty one, or a bad ring. */
export function geometryProblem(geometry: PolygonalGeometry, options: { maxPositions: number; crossingsUpTo: number }): GeometryProblem | null {
  const rings = outerRings(geometry);
  if (rings.length === 0) return { path: ['coordinates'], message: 'the outline has no ring', code: 'ring_too_short' };
  const total = rings.reduce((sum, { ring }) => sum + ring.length, 0);
  if (total > options.maxPositions) {
    return { path: ['coordinates'], message: `at most ${options.maxPositions} positions, not ${total}`, code: 'too_many_positions' };
  }
  for (const { ring, path } of rings) {
    const problem = ringProblem(ring, options);
    if (problem) return { ...problem, path: ['coordinates', ...path, ...problem.path] };
  }
  return null;
}
