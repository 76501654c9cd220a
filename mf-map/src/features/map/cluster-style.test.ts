import { describe, expect, it } from 'vitest';
import { CLUSTER_PX, clusterCount, clusterSize, clusterStyle } from './cluster-style.ts';

describe('cluster style', () => {
  it.each([
    [2, 's'],
    [9, 's'],
    [10, 'm'],
    [99, 'm'],
    [100, 'l'],
    [999, 'l'],
    [1000, 'xl'],
    [250_000, 'xl'],
  ] as const)('%i spots → size %s', (count, size) => {
    expect(clusterSize(count)).toBe(size);
  });

  it.each([
    [12, '12'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [9999, '9.9k'],
    [12_345, '12k'],
    [999_999, '999k'],
    [1_250_000, '1.2M'],
  ])('writes %i as %s (never rounds up)', (count, text) => {
    expect(clusterCount(count)).toBe(text);
  });

  it('is a centred circle of its size with the count inside, hidden from screen readers', () => {
    expect(clusterStyle(1234)).toEqual({
      className: 'map-cluster map-cluster--xl',
      iconSize: [CLUSTER_PX.xl, CLUSTER_PX.xl],
      iconAnchor: [CLUSTER_PX.xl / 2, CLUSTER_PX.xl / 2],
      html: '<span aria-hidden="true">1.2k</span>',
    });
    expect(clusterStyle(5, true).className).toBe('map-cluster map-cluster--s map-cluster--selected');
  });
});
