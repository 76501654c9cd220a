import { describe, expect, it } from 'vitest';
import { formatDate, formatDistance } from './format.ts';

describe('formatDate', () => {
  it.each<[string, string, string]>([
    ['de', '2024-03-05T10:00:00Z', '5. März 2024'],
    ['fr', '2024-03-05T10:00:00Z', '5 mars 2024'],
    ['it', '2024-03-05T10:00:00Z', '5 marzo 2024'],
    ['en', '2024-03-05T10:00:00Z', 'March 5, 2024'],
    ['de', 'not a date', ''],
  ])('%s %s → %s', (locale, iso, text) => {
    expect(formatDate(iso, locale)).toBe(text);
  });
});

describe('formatDistance', () => {
  it.each<[number, string, string]>([
    [0, 'de', '0 m'],
    [234, 'de', '230 m'],
    [1234, 'de', '1,2 km'],
    [1234, 'en', '1.2 km'],
    [-1, 'de', ''],
    [Number.NaN, 'de', ''],
  ])('%s m in %s → %s', (metres, locale, text) => {
    expect(formatDistance(metres, locale)).toBe(text);
  });
});
