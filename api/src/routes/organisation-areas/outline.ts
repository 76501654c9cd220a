// An area's outline for a map of a whole country: each ring simplified (Douglas–Peucker through
// simplify-js, about 20 m, finer than a pixel up to zoom 13), positions rounded to 5 decimals
// (about 1 m), and where its label goes (polylabel: the point of the largest part farthest from
// its edges, which lies inside even a crescent-shaped municipality, unlike a centroid).
import polylabel from 'polylabel';
import simplify from 'simplify-js';

/** [lng, lat] */
export type Position = [number, number];
/** Closed: the first position repeats at the end (GeoJSON). */
export type ClosedRing = Position[];

/** Degrees; about 20 m in latitude. */
export const SIMPLIFY_TOLERANCE = 0.0002;
const LABEL_PRECISION = 0.0005;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** A stored ring (not closed) simplified and closed; one too small to keep its shape stays as it was. */
export function simplifyRing(ring: readonly Position[]): ClosedRing {
  const points = ring.map(([x, y]) => ({ x, y }));
  const simplified = simplify(points, SIMPLIFY_TOLERANCE, true);
  const kept = (simplified.length >= 3 ? simplified : points).map(({ x, y }): Position => [round5(x), round5(y)]);
  const [first] = kept;
  return first ? [...kept, [first[0], first[1]]] : kept;
}

/** Shoelace formula, in square degrees (enough to compare parts of one area). */
function ringArea(ring: readonly Position[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += (ring[j]![0] + ring[i]![0]) * (ring[j]![1] - ring[i]![1]);
  return Math.abs(twice) / 2;
}

/** Where the label of an area of these rings goes: inside its largest ring. */
export function labelPosition(rings: readonly ClosedRing[]): Position {
  const largest = rings.reduce((best, ring) => (ringArea(ring) > ringArea(best) ? ring : best));
  const [lng, lat] = polylabel([largest], LABEL_PRECISION);
  return [round5(lng), round5(lat)];
}

/** [minLng, minLat, maxLng, maxLat] of rings. */
export function ringsBbox(rings: readonly (readonly Position[])[]): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [lng, lat] of ring) {
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    }
  }
  return box;
}
