// Plain-JS polygon helpers: the generator keeps spots inside their city, and tests use the same
// rings as an independent check of the database's `polygon @> point` region assignment.

/** [lng, lat] */
export type Position = readonly [number, number];
/** An outer ring without the closing point (PostgreSQL's polygon closes itself). */
export type Ring = readonly Position[];
export type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

export function ringsBbox(rings: readonly Ring[]): BBox {
  let minLng = Infinity,
    minLat = Infinity,
    maxLng = -Infinity,
    maxLat = -Infinity;
  for (const ring of rings) {
    for (const [lng, lat] of ring) {
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
  }
  return [minLng, minLat, maxLng, maxLat];
}

/** Even-odd ray casting. */
export function pointInRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInRings(lng: number, lat: number, rings: readonly Ring[]): boolean {
  return rings.some((ring) => pointInRing(lng, lat, ring));
}

/** PostgreSQL polygon literal: ((x1,y1),(x2,y2),...) */
export function ringToPolygonLiteral(ring: Ring): string {
  return `(${ring.map(([x, y]) => `(${x},${y})`).join(',')})`;
}

/** Parses PostgreSQL's polygon text output back into a ring. */
export function parsePolygonLiteral(text: string): Position[] {
  const numbers = text.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi) ?? [];
  const ring: Position[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) ring.push([Number(numbers[i]), Number(numbers[i + 1])]);
  return ring;
}

export function kmToDegrees(lat: number, dxKm: number, dyKm: number): { dLng: number; dLat: number } {
  return { dLng: dxKm / (111.32 * Math.cos((lat * Math.PI) / 180)), dLat: dyKm / 110.574 };
}
