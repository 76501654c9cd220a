import { describe, expect, it } from 'vitest';
import { closedRing, importOutline, moveCorner, newCorner, outlineProblem, problemFromServer, type Corner } from './corners.ts';

const corners = (...pairs: [number, number][]): Corner[] => pairs.map(([lat, lng]) => newCorner(lat, lng));

describe('the drawn outline', () => {
  it('is sent as a closed ring of [lng, lat]', () => {
    expect(closedRing(corners([47, 8], [47, 8.1], [47.1, 8.1]))).toEqual([
      [8, 47],
      [8.1, 47],
      [8.1, 47.1],
      [8, 47],
    ]);
  });

  it('names the corner of a problem before sending', () => {
    expect(outlineProblem(corners([47, 8], [47, 8.1]))).toEqual({ corner: null, code: 'ring_too_short' });
    expect(outlineProblem(corners([47, 8], [95, 8.1], [47.1, 8.1]))).toEqual({ corner: 1, code: 'position_out_of_range' });
    expect(outlineProblem(corners([47, 8], [47.1, 8.1], [47, 8.1], [47.1, 8]))).toEqual({ corner: 0, code: 'ring_self_intersecting' });
    const typed = corners([47, 8], [47, 8.1], [47.1, 8.1]);
    typed[2] = { ...typed[2]!, lat: 'abc' };
    expect(outlineProblem(typed)).toEqual({ corner: 2, code: 'not_a_number' });
    expect(outlineProblem(corners([47, 8], [47, 8.1], [47.1, 8.1]))).toBeNull();
  });

  it("turns the server's field into a corner", () => {
    expect(problemFromServer('polygon.coordinates.0.2.1', 'position_out_of_range', 4)).toEqual({ corner: 2, code: 'position_out_of_range' });
    expect(problemFromServer('polygon.coordinates.0.4', 'ring_not_closed', 4)).toEqual({ corner: 0, code: 'ring_not_closed' });
    expect(problemFromServer('polygon', 'whatever', 4)).toEqual({ corner: null, code: 'invalid_input' });
    expect(problemFromServer('regionIds.0', 'unknown_region', 4)).toBeNull();
  });

  it('moves a corner up and down, not past the ends', () => {
    const list = corners([1, 1], [2, 2], [3, 3]);
    expect(moveCorner(list, 0, 1).map((c) => c.lat)).toEqual(['2', '1', '3']);
    expect(moveCorner(list, 0, -1).map((c) => c.lat)).toEqual(['1', '2', '3']);
  });
});

describe('importing a GeoJSON file', () => {
  const ring = [
    [8, 47],
    [8.1, 47],
    [8.1, 47.1],
    [8, 47],
  ];
  it('takes the one polygon of a Feature, FeatureCollection, Polygon or MultiPolygon', () => {
    for (const value of [
      { type: 'Polygon', coordinates: [ring] },
      { type: 'MultiPolygon', coordinates: [[ring]] },
      { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
      { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring, ring] } }] },
    ]) {
      const result = importOutline(JSON.stringify(value));
      expect('corners' in result && result.corners.map((c) => [c.lng, c.lat])).toEqual([
        ['8', '47'],
        ['8.1', '47'],
        ['8.1', '47.1'],
      ]);
    }
  });

  it('says why a file does not fit', () => {
    expect(importOutline('not json')).toEqual({ error: 'not_json' });
    expect(importOutline(JSON.stringify({ type: 'Point', coordinates: [8, 47] }))).toEqual({ error: 'no_polygon' });
    expect(importOutline(JSON.stringify({ type: 'MultiPolygon', coordinates: [[ring], [ring]] }))).toEqual({ error: 'several_polygons' });
  });
});
