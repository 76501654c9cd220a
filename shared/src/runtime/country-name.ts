// Country names in the page's language from the browser's own list (Intl.DisplayNames): no list
// of names to translate by hand, and every page names a country alike.

/** "Schweiz" for 'ch' in German; null for codes Intl does not know (and for 'world'). */
export function countryName(code: string, locale: string): string | null {
  if (!/^[a-z]{2}$/i.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}
