import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName', () => {
  it.each<[string, string, string | null]>([
    ['ch', 'de', 'Schweiz'],
    ['ch', 'fr', 'Suisse'],
    ['de', 'it', 'Germania'],
    ['us', 'en', 'United States'],
    ['world', 'de', null],
    ['<b>', 'de', null],
  ])('%s in %s → %s', (code, locale, name) => {
    expect(countryName(code, locale)).toBe(name);
  });
});
