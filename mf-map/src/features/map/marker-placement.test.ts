import { describe, expect, it } from 'vitest';
import { CRS, latLng } from 'leaflet';
import { clusterPx } from './cluster-style.ts';
import type { MapCluster, MapItem, MapSpot, PlacedItem } from './map-data.ts';
import { itemKey, itemPosition } from './map-data.ts';
import { GAP_PX, STACK_PX, countOf, placeItems, worldPixel } from './marker-placement.ts';

const ZOOM = 8;

/** A position `dx`, `dy` screen pixels away from Zürich at `zoom`. */
function near(dx: number, dy: number, zoom = ZOOM): { lat: number; lng: number } {
  const origin = worldPixel(47.3769, 8.5417, zoom);
  const point = CRS.EPSG3857.pointToLatLng({ x: origin.x + dx, y: origin.y + dy } as never, zoom);
  return { lat: point.lat, lng: point.lng };
}

function cluster(id: string, count: number, dx: number, dy: number, place: string | null = 'Zürich'): MapCluster {
  const center = near(dx, dy);
  return { kind: 'cluster', id, count, center, bounds: [center.lng - 0.01, center.lat - 0.01, center.lng + 0.01, center.lat + 0.01], place };
}

function spot(id: number, at: { lat: number; lng: number }, city: string | null = 'Zürich'): MapSpot {
  return { kind: 'spot', id, ...at, famed: false, fixed: false, title: `Spot ${id}`, city };
}

/** Pairs of circles (clusters and stacks) whose boxes come closer than the gap. */
function overlaps(items: readonly PlacedItem[], zoom = ZOOM): string[] {
  const circles = items.flatMap((item) => {
    if (item.kind === 'spot') return [];
    const { lat, lng } = itemPosition(item);
    return [{ key: itemKey(item), ...worldPixel(lat, lng, zoom), px: clusterPx(item.count) }];
  });
  const found: string[] = [];
  for (let i = 0; i < circles.length; i++) {
    for (let j = i + 1; j < circles.length; j++) {
      const a = circles[i]!;
      const b = circles[j]!;
      const reach = (a.px + b.px) / 2 + GAP_PX;
      if (Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach) found.push(`${a.key} × ${b.key}`);
    }
  }
  return found;
}

/** A deterministic pseudo-random sequence (a test must not change between runs). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('worldPixel', () => {
  it.each([
    [47.3769, 8.5417, 8],
    [-33.86, 151.2, 12],
    [0, 0, 2],
    [85.2, -179.9, 5],
  ])('projects %d, %d at zoom %d as Leaflet does', (lat, lng, zoom) => {
    const leaflet = CRS.EPSG3857.latLngToPoint(latLng(lat, lng), zoom);
    const ours = worldPixel(lat, lng, zoom);
    expect(ours.x).toBeCloseTo(leaflet.x, 6);
    expect(ours.y).toBeCloseTo(leaflet.y, 6);
  });
});

describe('placeItems', () => {
  it('keeps markers that are apart as they are', () => {
    const items: MapItem[] = [cluster('8/1/1', 77, 0, 0), cluster('8/2/1', 3, 60, 0), spot(1, near(0, 80))];
    const placed = placeItems(items, ZOOM);
    expect(placed).toEqual(items);
    expect(placed[0]).toBe(items[0]);
  });

  it('merges a "3" that would sit on a "77": counts add up, bounds join, the bigger gives id and place', () => {
    const big = cluster('8/536/358', 77, 0, 0, 'Zürich');
    const small = cluster('8/537/358', 3, 20, 10, 'Dübendorf');
    const [merged, ...rest] = placeItems([small, big], ZOOM);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ kind: 'cluster', id: big.id, count: 80, place: 'Zürich' });
    const center = (merged as MapCluster).center;
    expect(center.lat).toBeCloseTo((big.center.lat * 77 + small.center.lat * 3) / 80, 9);
    expect(center.lng).toBeCloseTo((big.center.lng * 77 + small.center.lng * 3) / 80, 9);
    expect((merged as MapCluster).bounds).toEqual([
      Math.min(big.bounds[0], small.bounds[0]),
      Math.min(big.bounds[1], small.bounds[1]),
      Math.max(big.bounds[2], small.bounds[2]),
      Math.max(big.bounds[3], small.bounds[3]),
    ]);
  });

  it('merges boxes that touch diagonally, not only circles', () => {
    // 36 px circles 30 px apart on both axes: the circles miss, their boxes do not.
    const placed = placeItems([cluster('8/1/1', 20, 0, 0), cluster('8/2/2', 20, 30, 30)], ZOOM);
    expect(placed).toHaveLength(1);
    expect(countOf(placed)).toBe(40);
  });

  it('merges again when a merged circle grows into its neighbour', () => {
    // 9 + 9 = 18 grows the circle from 30 to 36 px, which then reaches the third.
    const items = [cluster('8/1/1', 9, 0, 0), cluster('8/2/1', 9, 10, 0), cluster('8/3/1', 9, 41, 0)];
    const placed = placeItems(items, ZOOM);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ count: 27 });
  });

  it('lets a single spot whose dot touches a cluster join it, and leaves one apart alone', () => {
    const city = cluster('8/1/1', 12, 0, 0);
    const touching = spot(1, near(18, 0));
    const apart = spot(2, near(40, 0));
    const placed = placeItems([city, touching, apart], ZOOM);
    expect(placed).toEqual([expect.objectContaining({ kind: 'cluster', id: city.id, count: 13 }), apart]);
  });

  it('makes spots at one point a stack, newest first, named after their place', () => {
    const here = { lat: 47.37265, lng: 8.53874 };
    const items = [spot(5, here), spot(9, here), spot(7, { lat: here.lat + 1e-7, lng: here.lng }), spot(3, { lat: 47.38, lng: 8.55 })];
    const placed = placeItems(items, 18);
    expect(placed).toHaveLength(2);
    const [stack, single] = placed;
    expect(stack).toMatchObject({ kind: 'stack', id: '5', count: 3, place: 'Zürich' });
    expect(stack!.kind === 'stack' && stack!.spots.map((s) => s.id)).toEqual([9, 7, 5]);
    expect(single).toBe(items[3]);
    expect(itemKey(stack!)).toBe('stack:5');
  });

  it('stacks spots only when they are closer than STACK_PX on screen at this zoom', () => {
    const a = spot(1, near(0, 0, 16));
    const b = spot(2, near(STACK_PX - 1, 0, 16));
    const c = spot(3, near(0, STACK_PX + 1, 16));
    const placed = placeItems([a, b, c], 16);
    expect(placed.map((item) => item.kind)).toEqual(['stack', 'spot']);
    expect(placed[1]).toBe(c);
  });

  it('never leaves two circles overlapping, and keeps every spot counted, on a crowded map', () => {
    const next = random(8);
    const items: MapItem[] = [];
    for (let i = 0; i < 400; i++) {
      const count = Math.floor(2 + next() ** 4 * 3000);
      items.push(cluster(`8/${i}/0`, count, next() * 1280, next() * 800));
    }
    for (let i = 0; i < 300; i++) items.push(spot(i + 1, near(next() * 1280, next() * 800)));
    // a few spots at one point, too
    for (let i = 0; i < 5; i++) items.push(spot(1000 + i, near(640, 400)));
    const total = items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

    const placed = placeItems(items, ZOOM);
    expect(overlaps(placed)).toEqual([]);
    expect(countOf(placed)).toBe(total);
    expect(new Set(placed.map(itemKey)).size).toBe(placed.length);
  });

  it('gives the same markers whatever the order of the answer', () => {
    const next = random(3);
    const items: MapItem[] = [];
    for (let i = 0; i < 120; i++) items.push(cluster(`8/${i}/0`, Math.floor(2 + next() * 200), next() * 600, next() * 400));
    for (let i = 0; i < 60; i++) items.push(spot(i + 1, near(next() * 600, next() * 400)));
    const shuffled = [...items].sort(() => next() - 0.5);
    const byKey = (placed: PlacedItem[]) => [...placed].sort((a, b) => itemKey(a).localeCompare(itemKey(b)));
    expect(byKey(placeItems(shuffled, ZOOM))).toEqual(byKey(placeItems(items, ZOOM)));
  });

  it('keeps the picture while panning: a cell loaded at the far edge changes nothing here', () => {
    const here = [cluster('8/1/1', 77, 0, 0), cluster('8/2/1', 3, 25, 5), cluster('8/3/1', 40, 200, 0)];
    const panned = [...here, cluster('8/9/1', 500, 900, 0)];
    const before = placeItems(here, ZOOM);
    const after = placeItems(panned, ZOOM).filter((item) => item.id !== '8/9/1');
    expect(after).toEqual(before);
  });

  it('draws a stack that meets a cluster as part of the cluster', () => {
    const here = near(0, 0);
    const placed = placeItems([cluster('8/1/1', 30, 0, 0), spot(1, here), spot(2, here)], ZOOM);
    expect(placed).toEqual([expect.objectContaining({ kind: 'cluster', id: '8/1/1', count: 32 })]);
  });
});
