import { describe, expect, it } from 'vitest';
import { geometryProblem, ringProblem, selfIntersection } from './geometry.ts';
import { areaInputSchema, importedShapesSchema } from './schemas.ts';

const square = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
  [0, 0],
];
const options = { crossingsUpTo: 2000 };

describe('outline checks', () => {
  it('accepts a closed square in either direction', () => {
    expect(ringProblem(square, options)).toBeNull();
    expect(ringProblem([...square].reverse(), options)).toBeNull();
  });

  it('finds the edge where a ring crosses itself, not where neighbours touch', () => {
    const bowTie = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    expect(selfIntersection(bowTie)).toBe(0);
    expect(selfIntersection(square)).toBe(-1);
    // A ring that comes back to touch one of its own corners counts as crossing.
    const touching = [
      [0, 0],
      [2, 0],
      [2, 2],
      [1, 0],
      [0, 2],
      [0, 0],
    ];
    expect(selfIntersection(touching)).not.toBe(-1);
  });

  it('skips the pairwise check above the size it is asked to check', () => {
    const bowTie = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    expect(ringProblem(bowTie, { crossingsUpTo: 4 })?.code).toBe('ring_without_area');
  });

  it('names the position of each problem below coordinates', () => {
    expect(
      geometryProblem(
        {
          type: 'MultiPolygon',
          coordinates: [
            [square],
            [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 1],
              ],
            ],
          ],
        },
        { maxPositions: 100, crossingsUpTo: 100 },
      ),
    ).toMatchObject({
      path: ['coordinates', 1, 0, 3],
      code: 'ring_not_closed',
    });
    expect(
      geometryProblem(
        {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [181, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        },
        { maxPositions: 100, crossingsUpTo: 100 },
      ),
    ).toMatchObject({
      path: ['coordinates', 0, 1, 0],
      code: 'position_out_of_range',
    });
    expect(geometryProblem({ type: 'Polygon', coordinates: [square] }, { maxPositions: 4, crossingsUpTo: 100 })?.code).toBe('too_many_positions');
  });
});

describe('the schemas', () => {
  it('an area takes exactly one of regionIds and polygon', () => {
    expect(areaInputSchema.safeParse({ regionIds: [3, 1, 3] }).data).toEqual({ regionIds: [1, 3] });
    expect(areaInputSchema.safeParse({ polygon: { type: 'Polygon', coordinates: [square] } }).success).toBe(true);
    expect(areaInputSchema.safeParse({}).success).toBe(false);
  });

  it('an imported file may carry altitudes; other geometry types are refused', () => {
    expect(importedShapesSchema.safeParse({ type: 'Polygon', coordinates: [square.map(([x, y]) => [x, y, 400])] }).success).toBe(true);
    expect(importedShapesSchema.safeParse({ type: 'GeometryCollection', geometries: [] }).success).toBe(false);
  });
});
