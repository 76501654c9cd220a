// The cluster grid in JavaScript: the same cells the database computes (grid_x/grid_y of
// migration 0021), nesting across zooms, and boxes widened to whole cells.
import { describe, expect, it } from 'vitest';
import { cellBox, cellRange, cellsPerWorld, columnOf, GRID_ZOOM, rowOf, rowTopLat } from '../../../src/routes/map/grid.ts';

const places = [
  [47.3769, 8.5417],
  [46.948, 7.4474],
  [-33.8688, 151.2093],
  [64.1466, -21.9426],
  [0.0001, -0.0001],
] as const;

describe('map grid', () => {
  it('nests: the cell at zoom z is the finest cell shifted right', () => {
    for (const [lat, lng] of places) {
      const x19 = columnOf(lng, GRID_ZOOM);
      const y19 = rowOf(lat, GRID_ZOOM);
      for (let z = 0; z <= GRID_ZOOM; z++) {
        expect(columnOf(lng, z)).toBe(x19 >> (GRID_ZOOM - z));
        expect(rowOf(lat, z)).toBe(y19 >> (GRID_ZOOM - z));
      }
    }
  });

  it('places a point inside its own cell box', () => {
    for (const [lat, lng] of places) {
      for (const z of [0, 5, 12, 16, 19]) {
        const [minLng, minLat, maxLng, maxLat] = cellBox(columnOf(lng, z), rowOf(lat, z), z);
        expect(lng).toBeGreaterThanOrEqual(minLng);
        expect(lng).toBeLessThan(maxLng);
        expect(lat).toBeGreaterThanOrEqual(minLat);
        expect(lat).toBeLessThan(maxLat);
      }
    }
  });

  it('has 4 × 4 cells per 256-pixel tile, rows from 85.05° N to 85.05° S', () => {
    expect(cellsPerWorld(0)).toBe(4);
    expect(cellsPerWorld(19)).toBe(2 ** 21);
    expect(rowTopLat(0, 3)).toBeCloseTo(85.0511287798066, 10);
    expect(rowTopLat(cellsPerWorld(3), 3)).toBeCloseTo(-85.0511287798066, 10);
    expect(rowTopLat(cellsPerWorld(3) / 2, 3)).toBeCloseTo(0, 12);
  });

  it('widens a box to the whole cells it touches', () => {
    const box = { minLng: 8.44, minLat: 47.32, maxLng: 8.63, maxLat: 47.43 };
    for (const zoom of [4, 8, 12, 16, 22]) {
      const range = cellRange(box, zoom);
      const [minLng, minLat, maxLng, maxLat] = range.bbox;
      expect(range.zoom).toBe(Math.min(zoom, GRID_ZOOM));
      expect(minLng).toBeLessThanOrEqual(box.minLng);
      expect(minLat).toBeLessThanOrEqual(box.minLat);
      expect(maxLng).toBeGreaterThanOrEqual(box.maxLng);
      expect(maxLat).toBeGreaterThanOrEqual(box.maxLat);
      expect(range.bbox).toEqual([...cellBox(range.x0, range.y1, range.zoom).slice(0, 2), ...cellBox(range.x1, range.y0, range.zoom).slice(2)]);
      // No wider than one cell on each side.
      const [cellMinLng, , cellMaxLng] = cellBox(range.x0, range.y0, range.zoom);
      expect(maxLng - minLng).toBeLessThanOrEqual(box.maxLng - box.minLng + 2 * (cellMaxLng - cellMinLng) + 1e-9);
    }
  });
});
