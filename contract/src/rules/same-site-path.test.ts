import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath: a path of this site, never another origin', () => {
  it.each([
    ['/spots/12?famed=false#comments', '/spots/12?famed=false#comments'],
    ['/fr/map', '/fr/map'],
    ['/a/../b', '/b'],
  ])('%s → %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
    expect(sameSitePath(value, 'https://bikeable.ch')).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['https://evil.example/', 'absolute'],
    ['//evil.example/', 'protocol-relative'],
    ['/\\evil.example/', 'backslash after the slash'],
    ['/\t/evil.example', 'a tab browsers drop'],
    ['/a b', 'a space'],
    ['spots', 'not rooted'],
    [`/${'a'.repeat(2048)}`, 'longer than 2048 characters'],
  ])('refuses %j (%s)', (value) => {
    expect(sameSitePath(value)).toBeNull();
    expect(sameSitePath(value, 'https://bikeable.ch')).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(undefined)).toBeNull();
  });
});
