import { describe, expect, it } from 'vitest';
import { presenceAttribute } from './attributes.ts';
import { clampPageSize } from '../common/spot-list/page-size.ts';

describe('clampPageSize', () => {
  it.each<[number | undefined, number]>([
    [undefined, 24],
    [12, 12],
    [0, 1],
    [-5, 1],
    [7.6, 8],
    [10_000, 500],
    [Number.NaN, 24],
    [Number.POSITIVE_INFINITY, 24],
  ])('%s → %s', (size, clamped) => {
    expect(clampPageSize(size)).toBe(clamped);
  });
});

describe('presenceAttribute', () => {
  it.each<[string | boolean | null | undefined, boolean]>([
    ['', true],
    ['filter-bar', true],
    ['true', true],
    ['false', false],
    [' FALSE ', false],
    ['0', false],
    ['no', false],
    ['off', false],
    [null, false],
    [undefined, false],
    [true, true],
    [false, false],
  ])('%s → %s', (value, on) => {
    expect(presenceAttribute(value)).toBe(on);
  });
});
