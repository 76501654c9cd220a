import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadTarget } from './chunk-reload.ts';

describe('chunk reload guard (spec §8)', () => {
  const now = 1_000_000;
  it('reloads once with reload-attempt=1', () => {
    expect(reloadTarget('http://x/spots?famed=true', {}, now)).toBe('http://x/spots?famed=true&reload-attempt=1');
  });
  it('does not reload when the count is 1 or more', () => {
    expect(reloadTarget('http://x/spots?reload-attempt=1', {}, now)).toBeNull();
    expect(reloadTarget('http://x/spots?reload-attempt=3', {}, now)).toBeNull();
  });
  it('at most once per path within 10 seconds', () => {
    expect(reloadTarget('http://x/spots', { '/spots': now - 9_999 }, now)).toBeNull();
    expect(reloadTarget('http://x/spots', { '/spots': now - 10_000 }, now)).toContain('reload-attempt=1');
    expect(reloadTarget('http://x/map', { '/spots': now }, now)).toContain('reload-attempt=1');
  });
  it('recognises chunk load failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /mf-spots/index-1.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
