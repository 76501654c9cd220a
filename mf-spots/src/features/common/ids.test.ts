import { describe, expect, it } from 'vitest';
import { isLegacyId, parseSpotId } from './ids.ts';

describe('parseSpotId', () => {
  it.each<[string | undefined, number | null]>([
    ['1', 1],
    ['4711', 4711],
    ['007', 7],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['0x10', null],
    [' 12', null],
    ['12abc', null],
    ['99999999999999999999', null],
    ['', null],
    [undefined, null],
    ['<script>', null],
  ])('%s → %s', (raw, id) => {
    expect(parseSpotId(raw)).toBe(id);
  });
});

describe('isLegacyId', () => {
  it.each<[string | undefined, boolean]>([
    ['aB3dE5gH7jK9mN1pQ', true],
    ['0123456789abcdefG', true],
    ['short', false],
    ['aB3dE5gH7jK9mN1pQ1', false],
    ['aB3dE5gH7jK9mN1p-', false],
    ['', false],
    [undefined, false],
    ['../../admin', false],
    ['a b', false],
    ['x'.repeat(65), false],
    ['%2e%2e', false],
  ])('%s → %s', (raw, ok) => {
    expect(isLegacyId(raw)).toBe(ok);
  });
});
