// A country choice's name in the page's language: "worldwide" in our words, countries in the browser's.
import { WORLD, countryName as browserCountryName, type Locale } from '@moveable/shared';

export function countryName(code: string, locale: Locale, world: string): string {
  if (code === WORLD) return world;
  return browserCountryName(code, locale) ?? code.toUpperCase();
}
