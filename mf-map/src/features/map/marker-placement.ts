// Where the markers go, so that none covers another. The API counts spots on a grid of 64-pixel
// cells and puts each cluster at the mean position of its spots; the means of two neighbouring
// cells may lie a few pixels apart, and their circles (30 to 52 px) then cover each other (a "3"
// drawn over a "77"). Only the browser knows how big each marker is drawn, so it settles this:
//
// - spots closer than STACK_PX on screen become a stack: one circle with their count that lists
//   them (zooming in does not pull apart spots at one address);
// - circles (clusters and stacks) whose boxes come closer than GAP_PX merge: counts add up,
//   bounds join, the merged circle sits at the count-weighted mean and keeps the id and place of
//   its biggest cluster (a stack that meets a cluster becomes part of it);
// - a single spot whose dot or pin head touches a cluster's circle joins that cluster;
// - again, until nothing overlaps.
//
// Nothing is dropped: the counts still add up to the answer's total. Positions are world pixels
// at the zoom (Web Mercator, as Leaflet projects them), independent of where the viewport is, so
// panning at one zoom keeps every cluster whose cells stay loaded. Pure: the same items, in any
// order, give the same markers.
import { clusterPx } from './cluster-style.ts';
import { markerCircle, markerShape } from './marker-style.ts';
import type { MapCluster, MapItem, MapSpot, MapStack, PlacedItem } from './map-data.ts';

/** Spots closer than this on screen are one stack: a pin a few pixels off hides the one below. */
export const STACK_PX = 6;
/** Circles keep at least this much room between their boxes. */
export const GAP_PX = 4;

const TILE_PX = 256;
const MAX_MERCATOR_LAT = 85.0511287798;

export interface Pixel {
  x: number;
  y: number;
}

/** A position's Web Mercator world pixel at a zoom (what Leaflet's map.project answers). */
export function worldPixel(lat: number, lng: number, zoom: number): Pixel {
  const scale = TILE_PX * 2 ** zoom;
  const phi = (Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat)) * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * scale,
  };
}

type Bounds = MapCluster['bounds'];

/** A circle being placed: a cluster or a stack, or several merged. */
interface Circle {
  kind: 'cluster' | 'stack';
  id: string;
  /** The count of the member whose id it carries. */
  idWeight: number;
  count: number;
  sumLat: number;
  sumLng: number;
  bounds: Bounds;
  place: string | null;
  placeWeight: number;
  /** A stack's spots. */
  spots: MapSpot[];
  /** The item itself while nothing has joined it: drawn unchanged. */
  original: MapCluster | MapStack | null;
  x: number;
  y: number;
  px: number;
}

function locate(circle: Circle, zoom: number): void {
  const at = worldPixel(circle.sumLat / circle.count, circle.sumLng / circle.count, zoom);
  circle.x = at.x;
  circle.y = at.y;
  circle.px = clusterPx(circle.count);
}

function clusterCircle(cluster: MapCluster, zoom: number): Circle {
  const circle: Circle = {
    kind: 'cluster',
    id: cluster.id,
    idWeight: cluster.count,
    count: cluster.count,
    sumLat: cluster.center.lat * cluster.count,
    sumLng: cluster.center.lng * cluster.count,
    bounds: [...cluster.bounds],
    place: cluster.place,
    placeWeight: cluster.place ? cluster.count : 0,
    spots: [],
    original: cluster,
    x: 0,
    y: 0,
    px: 0,
  };
  locate(circle, zoom);
  return circle;
}

const newestFirst = (a: MapSpot, b: MapSpot) => b.id - a.id;

function stackOf(spots: MapSpot[]): MapStack {
  const sorted = [...spots].sort(newestFirst);
  return {
    kind: 'stack',
    id: String(Math.min(...sorted.map((s) => s.id))),
    count: sorted.length,
    lat: sorted.reduce((sum, s) => sum + s.lat, 0) / sorted.length,
    lng: sorted.reduce((sum, s) => sum + s.lng, 0) / sorted.length,
    spots: sorted,
    place: sorted.find((s) => s.city)?.city ?? null,
  };
}

function stackCircle(stack: MapStack, zoom: number): Circle {
  const lngs = stack.spots.map((s) => s.lng);
  const lats = stack.spots.map((s) => s.lat);
  const circle: Circle = {
    kind: 'stack',
    id: stack.id,
    idWeight: stack.count,
    count: stack.count,
    sumLat: stack.lat * stack.count,
    sumLng: stack.lng * stack.count,
    bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
    place: stack.place,
    placeWeight: stack.place ? stack.count : 0,
    spots: stack.spots,
    original: stack,
    x: 0,
    y: 0,
    px: 0,
  };
  locate(circle, zoom);
  return circle;
}

/** Heavier first: more spots, then clusters before stacks, then by id (a total order). */
function heavierFirst(a: Circle, b: Circle): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.kind !== b.kind) return a.kind === 'cluster' ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function overlap(a: Circle, b: Circle): boolean {
  const reach = (a.px + b.px) / 2 + GAP_PX;
  return Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach;
}

function extend(bounds: Bounds, other: Bounds): Bounds {
  return [Math.min(bounds[0], other[0]), Math.min(bounds[1], other[1]), Math.max(bounds[2], other[2]), Math.max(bounds[3], other[3])];
}

/** `other` joins `into` (the heavier). */
function join(into: Circle, other: Circle): void {
  if (into.kind === 'stack' && other.kind === 'stack') {
    into.id = String(Math.min(Number(into.id), Number(other.id)));
    into.spots = [...into.spots, ...other.spots].sort(newestFirst);
  } else {
    // The id of the biggest cluster among them: a cluster keeps its marker when a neighbour joins.
    const otherWins =
      into.kind === 'stack' ||
      (other.kind === 'cluster' && (other.idWeight > into.idWeight || (other.idWeight === into.idWeight && other.id < into.id)));
    if (otherWins) {
      into.id = other.id;
      into.idWeight = other.idWeight;
    }
    into.kind = 'cluster';
    into.spots = [];
  }
  if (other.place && other.placeWeight > into.placeWeight) {
    into.place = other.place;
    into.placeWeight = other.placeWeight;
  }
  into.count += other.count;
  into.sumLat += other.sumLat;
  into.sumLng += other.sumLng;
  into.bounds = extend(into.bounds, other.bounds);
  into.original = null;
}

/** Merges circles until no two boxes come closer than GAP_PX. */
function mergeOverlapping(circles: Circle[], zoom: number): Circle[] {
  let list = circles;
  for (let merged = true; merged;) {
    merged = false;
    list = [...list].sort(heavierFirst);
    const gone = new Set<Circle>();
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      if (gone.has(a)) continue;
      for (let j = i + 1; j < list.length; j++) {
        const b = list[j]!;
        if (gone.has(b) || !overlap(a, b)) continue;
        join(a, b);
        locate(a, zoom);
        gone.add(b);
        merged = true;
      }
    }
    list = list.filter((c) => !gone.has(c));
  }
  return list;
}

/**
 * Single spots whose marker touches a cluster join the nearest such cluster. Measured against the
 * clusters as they stand before this round, so the spots' order does not matter.
 */
function absorbSpots(circles: Circle[], spots: MapSpot[], zoom: number): { rest: MapSpot[]; joined: boolean } {
  const clusters = circles.filter((c) => c.kind === 'cluster');
  if (clusters.length === 0) return { rest: spots, joined: false };
  const { dy, r } = markerCircle(markerShape(zoom));
  const rest: MapSpot[] = [];
  const joining = new Map<Circle, MapSpot[]>();
  for (const spot of spots) {
    const at = worldPixel(spot.lat, spot.lng, zoom);
    let nearest: Circle | null = null;
    let nearestDistance = Infinity;
    for (const cluster of clusters) {
      const distance = Math.hypot(cluster.x - at.x, cluster.y - (at.y + dy));
      if (distance >= cluster.px / 2 + r) continue;
      if (distance < nearestDistance || (distance === nearestDistance && nearest && cluster.id < nearest.id)) {
        nearest = cluster;
        nearestDistance = distance;
      }
    }
    if (!nearest) rest.push(spot);
    else if (joining.has(nearest)) joining.get(nearest)!.push(spot);
    else joining.set(nearest, [spot]);
  }
  // Added in id order: sums of floating-point numbers depend on their order.
  for (const [cluster, joined] of joining) {
    for (const spot of [...joined].sort((a, b) => a.id - b.id)) {
      cluster.count += 1;
      cluster.sumLat += spot.lat;
      cluster.sumLng += spot.lng;
      cluster.bounds = extend(cluster.bounds, [spot.lng, spot.lat, spot.lng, spot.lat]);
      if (!cluster.place && spot.city) {
        cluster.place = spot.city;
        cluster.placeWeight = 1;
      }
    }
    cluster.original = null;
    locate(cluster, zoom);
  }
  return { rest, joined: joining.size > 0 };
}

/** Groups spots closer than STACK_PX to another on screen (a grid of buckets finds neighbours). */
function stackSpots(spots: readonly MapSpot[], zoom: number): { stacks: MapStack[]; singles: MapSpot[] } {
  const at = spots.map((s) => worldPixel(s.lat, s.lng, zoom));
  const parent = spots.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const buckets = new Map<string, number[]>();
  at.forEach((p, i) => {
    const bx = Math.floor(p.x / STACK_PX);
    const by = Math.floor(p.y / STACK_PX);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const j of buckets.get(`${bx + dx},${by + dy}`) ?? []) {
          if (Math.hypot(p.x - at[j]!.x, p.y - at[j]!.y) < STACK_PX) parent[root(i)] = root(j);
        }
      }
    }
    const key = `${bx},${by}`;
    if (buckets.has(key)) buckets.get(key)!.push(i);
    else buckets.set(key, [i]);
  });
  const groups = new Map<number, MapSpot[]>();
  spots.forEach((spot, i) => {
    const r = root(i);
    if (groups.has(r)) groups.get(r)!.push(spot);
    else groups.set(r, [spot]);
  });
  const stacks: MapStack[] = [];
  const inStacks = new Set<MapSpot>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    stacks.push(stackOf(group));
    for (const spot of group) inStacks.add(spot);
  }
  return { stacks, singles: spots.filter((s) => !inStacks.has(s)) };
}

/**
 * The markers of an answer at a zoom: clusters and stacks (most spots first), none overlapping
 * another, then the single spots in the answer's order (newest first).
 */
export function placeItems(items: readonly MapItem[], zoom: number): PlacedItem[] {
  const clusters = items.filter((item): item is MapCluster => item.kind === 'cluster');
  const { stacks, singles } = stackSpots(
    items.filter((item): item is MapSpot => item.kind === 'spot'),
    zoom,
  );
  let circles = [...clusters.map((c) => clusterCircle(c, zoom)), ...stacks.map((s) => stackCircle(s, zoom))];
  let rest = singles;
  for (;;) {
    circles = mergeOverlapping(circles, zoom);
    const absorbed = absorbSpots(circles, rest, zoom);
    rest = absorbed.rest;
    // A cluster that took in spots may have grown into a neighbour: merge again.
    if (!absorbed.joined) break;
  }
  const placed: PlacedItem[] = circles.sort(heavierFirst).map((c): MapCluster | MapStack => {
    if (c.original) return c.original;
    const center = { lat: c.sumLat / c.count, lng: c.sumLng / c.count };
    if (c.kind === 'cluster') return { kind: 'cluster', id: c.id, count: c.count, center, bounds: c.bounds, place: c.place };
    return { kind: 'stack', id: c.id, count: c.count, ...center, spots: c.spots, place: c.place };
  });
  return [...placed, ...rest];
}

/** How many spots the placed items stand for (equal to the answer's total). */
export function countOf(items: readonly PlacedItem[]): number {
  return items.reduce((sum, item) => sum + (item.kind === 'spot' ? 1 : item.count), 0);
}
