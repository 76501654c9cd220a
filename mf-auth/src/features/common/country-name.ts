// Country names in the page's language, from the browser (no list to translate by hand).
import { WORLD, type Locale } from '@moveable/shared';

export function countryName(code: string, locale: Locale, world: string): string {
  if (code === WORLD) return world;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
