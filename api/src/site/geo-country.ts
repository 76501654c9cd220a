// The visitor's country as a CDN names it in a request header (GEO_COUNTRY_HEADER), for the page's
// <meta name="moveable-geo-country">: an ISO 3166 alpha-2 code in lower case, or null. CDNs send
// placeholders for "unknown" and "Tor" (Cloudflare: XX, T1), which name no country.
const NOT_A_COUNTRY = new Set(['xx', 't1', 'a1', 'a2', 'o1', 'eu', 'ap']);

export function geoCountryOf(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value) ? value : null;
}
