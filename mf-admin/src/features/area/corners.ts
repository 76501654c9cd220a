// The drawn outline as the editor holds it: a list of corners (text, as typed in the inputs) that
// becomes one closed GeoJSON ring when sent. Also: reading an outline from a GeoJSON file, and
// turning a problem (found here with the contract's checks, or named by the server's 400) into
// the corner it concerns and the text that explains it.
import { geometryProblem, MAX_DRAWN_POSITIONS, type GeometryProblem } from '@moveable/contract';

export interface Corner {
  /** Stable across moves, for React keys and focus. */
  key: number;
  lat: string;
  lng: string;
}

let nextKey = 1;
export const newCorner = (lat: number, lng: number): Corner => ({ key: nextKey++, lat: roundDegrees(lat), lng: roundDegrees(lng) });

/** About 1 m: finer than anyone clicks. */
export const roundDegrees = (value: number): string => String(Math.round(value * 1e5) / 1e5);

const parse = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** [lng, lat] positions of the corners (NaN where an input is not a number), not closed. */
export const cornerPositions = (corners: readonly Corner[]): [number, number][] => corners.map((c) => [parse(c.lng), parse(c.lat)]);

/** The closed ring the API takes. */
export function closedRing(corners: readonly Corner[]): [number, number][] {
  const positions = cornerPositions(corners);
  return positions.length > 0 ? [...positions, positions[0]!] : positions;
}

export interface OutlineProblem {
  /** The corner to point at, or null for the whole outline. */
  corner: number | null;
  /** i18n key under area.problems. */
  code: GeometryProblem['code'] | 'not_a_number' | 'invalid_input';
}

/** The first problem of the corners before sending, as the server would find it. */
export function outlineProblem(corners: readonly Corner[]): OutlineProblem | null {
  const positions = cornerPositions(corners);
  const bad = positions.findIndex(([lng, lat]) => Number.isNaN(lng) || Number.isNaN(lat));
  if (bad !== -1) return { corner: bad, code: 'not_a_number' };
  const problem = geometryProblem(
    { type: 'Polygon', coordinates: [closedRing(corners)] },
    { maxPositions: MAX_DRAWN_POSITIONS, crossingsUpTo: MAX_DRAWN_POSITIONS },
  );
  return problem ? fromPath(problem.path.slice(1), problem.code, corners.length) : null;
}

/** `path` below `coordinates`: [ring, position, (lng|lat)]; the closing position is the first corner. */
function fromPath(path: readonly (string | number)[], code: OutlineProblem['code'], count: number): OutlineProblem {
  const index = typeof path[1] === 'number' ? path[1] : null;
  return { corner: index === null ? null : index >= count ? 0 : index, code };
}

const KNOWN_CODES = new Set<string>([
  'ring_too_short',
  'ring_not_closed',
  'position_out_of_range',
  'ring_self_intersecting',
  'ring_without_area',
  'too_many_positions',
]);

/** The server's 400 on `polygon.coordinates.0.3.1` (and its code) as the corner it names. */
export function problemFromServer(field: string, code: string | undefined, count: number): OutlineProblem | null {
  if (!field.startsWith('polygon')) return null;
  const path = field
    .split('.')
    .slice(2)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return fromPath(path, code && KNOWN_CODES.has(code) ? (code as OutlineProblem['code']) : 'invalid_input', count);
}

export type ImportResult = { corners: Corner[] } | { error: 'not_json' | 'no_polygon' | 'several_polygons' | 'too_many_positions' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outer rings of whatever polygons a GeoJSON value holds. */
function outerRingsOf(value: unknown): unknown[] {
  if (!isObject(value)) return [];
  switch (value.type) {
    case 'FeatureCollection':
      return Array.isArray(value.features) ? value.features.flatMap(outerRingsOf) : [];
    case 'Feature':
      return outerRingsOf(value.geometry);
    case 'Polygon':
      return Array.isArray(value.coordinates) ? value.coordinates.slice(0, 1) : [];
    case 'MultiPolygon':
      return Array.isArray(value.coordinates) ? value.coordinates.flatMap((p: unknown) => (Array.isArray(p) ? p.slice(0, 1) : [])) : [];
    default:
      return [];
  }
}

/**
 * One outline from a GeoJSON file's text (Feature, FeatureCollection, Polygon or MultiPolygon with
 * one polygon): its corners, the closing position left out. An area of several parts is a region
 * (the regions admin imports those).
 */
export function importOutline(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'not_json' };
  }
  const rings = outerRingsOf(value).filter((ring): ring is unknown[] => Array.isArray(ring) && ring.length > 0);
  if (rings.length === 0) return { error: 'no_polygon' };
  if (rings.length > 1) return { error: 'several_polygons' };
  const positions = rings[0]!.filter((p): p is number[] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number');
  if (positions.length === 0) return { error: 'no_polygon' };
  if (positions.length > MAX_DRAWN_POSITIONS) return { error: 'too_many_positions' };
  const last = positions[positions.length - 1]!;
  const first = positions[0]!;
  const open = positions.length > 1 && last[0] === first[0] && last[1] === first[1] ? positions.slice(0, -1) : positions;
  return { corners: open.map(([lng, lat]) => newCorner(lat!, lng!)) };
}

/** Corners of a stored outline (closed ring) for editing. */
export const cornersOfRing = (ring: readonly (readonly [number, number])[]): Corner[] =>
  ring.slice(0, ring.length > 1 ? -1 : undefined).map(([lng, lat]) => newCorner(lat, lng));

export function moveCorner(corners: readonly Corner[], index: number, by: -1 | 1): Corner[] {
  const target = index + by;
  if (target < 0 || target >= corners.length) return [...corners];
  const next = [...corners];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
