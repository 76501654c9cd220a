import { describe, expect, it } from 'vitest';
import { bboxOf, bboxParam, bboxToCorners, gridStep, parseBbox, type Bbox, type BoundsLike } from './bbox.ts';

function bounds(west: number, south: number, east: number, north: number): BoundsLike {
  return { getWest: () => west, getSouth: () => south, getEast: () => east, getNorth: () => north };
}

describe('gridStep', () => {
  it.each([
    [0, 90],
    [2, 22.5],
    [13, 90 / 8192],
    [12.6, 90 / 8192],
  ])('zoom %d → %d°', (zoom, step) => {
    expect(gridStep(zoom)).toBe(step);
  });
});

describe('bboxOf', () => {
  it.each<[string, BoundsLike, number, Bbox]>([
    ['rounds outward to the zoom grid', bounds(8.51, 47.36, 8.56, 47.39), 10, [8.4375, 47.28515625, 8.61328125, 47.4609375]],
    ['keeps a box already on the grid', bounds(0, 0, 22.5, 22.5), 2, [0, 0, 22.5, 22.5]],
    ['handles the southern and western hemispheres', bounds(-99.6, -33.9, -99.4, -33.8), 8, [-99.84375, -34.1015625, -99.140625, -33.75]],
    ['clamps latitudes to the poles', bounds(-50, -89.9, 50, 89.9), 2, [-67.5, -90, 67.5, 90]],
    ['asks for every longitude when wider than the world', bounds(-300, -80, 300, 80), 2, [-180, -90, 180, 90]],
    ['asks for every longitude across the date line', bounds(170, 10, 190, 20), 5, [-180, 8.4375, 180, 22.5]],
  ])('%s', (_, b, zoom, expected) => {
    expect(bboxOf(b, zoom)).toEqual(expected);
  });

  it('gives the same box for a small pan (cache hit)', () => {
    expect(bboxOf(bounds(8.5101, 47.3601, 8.5501, 47.3801), 13)).toEqual(bboxOf(bounds(8.5103, 47.3603, 8.5503, 47.3803), 13));
  });

  it('always covers the viewport', () => {
    for (const [w, s, e, n, z] of [
      [8.123, 47.001, 8.456, 47.321, 11],
      [-0.5, 51.3, 0.3, 51.7, 9],
      [150.1, -34.1, 151.4, -33.5, 7],
    ] as const) {
      const [minLng, minLat, maxLng, maxLat] = bboxOf(bounds(w, s, e, n), z);
      expect(minLng).toBeLessThanOrEqual(w);
      expect(minLat).toBeLessThanOrEqual(s);
      expect(maxLng).toBeGreaterThanOrEqual(e);
      expect(maxLat).toBeGreaterThanOrEqual(n);
    }
  });
});

describe('parseBbox', () => {
  it.each<[unknown, Bbox | null]>([
    [
      [8.4, 47.3, 8.6, 47.4],
      [8.4, 47.3, 8.6, 47.4],
    ],
    [{ minLng: 8.4, minLat: 47.3, maxLng: 8.6, maxLat: 47.4 }, [8.4, 47.3, 8.6, 47.4]],
    [{ min_lng: 8.4, min_lat: 47.3, max_lng: 8.6, max_lat: 47.4 }, [8.4, 47.3, 8.6, 47.4]],
    ['8.4,47.3,8.6,47.4', [8.4, 47.3, 8.6, 47.4]],
    [[8.6, 47.3, 8.4, 47.4], null],
    [[8.4, 47.3, 8.6], null],
    [[8.4, 47.3, 8.6, 'x'], null],
    [[8.4, 95, 8.6, 96], null],
    ['8.4,,8.6,47.4', null],
    [null, null],
    [42, null],
  ])('%j → %j', (value, expected) => {
    expect(parseBbox(value)).toEqual(expected);
  });
});

it('bboxParam is the API order', () => {
  expect(bboxParam([8.4, 47.3, 8.6, 47.4])).toBe('8.4,47.3,8.6,47.4');
});

it('bboxToCorners is Leaflet order', () => {
  expect(bboxToCorners([8.4, 47.3, 8.6, 47.4])).toEqual([
    [47.3, 8.4],
    [47.4, 8.6],
  ]);
});
