// Finding a place by its address through a Nominatim-protocol geocoder. Which one is the page's
// choice: <meta name="moveable-geocoder" content="https://host/search?format=jsonv2&q={query}">.
// Without it the form keeps the typed address and the pin is placed by hand. Nominatim's usage
// policy forbids search-as-you-type, so the form asks only when the person says "search".
import { config, type LatLng } from '@moveable/shared';

export interface GeocodedPlace {
  /** The geocoder's one-line description (display_name). */
  label: string;
  location: LatLng;
  street: string;
  postalCode: string;
  city: string;
  /** ISO alpha-2, upper case, or '' */
  country: string;
}

/**
 * The URL template: the runtime config's (read from the meta tag at start, or configured), else
 * the meta tag as the page has it now; null when there is none, or a broken one.
 */
export function geocoderTemplate(doc: Document = document): string | null {
  const content = (config.geocoderUrl ?? doc.querySelector<HTMLMetaElement>('meta[name="moveable-geocoder"]')?.content)?.trim();
  if (!content || !content.includes('{query}')) return null;
  try {
    const url = new URL(content.replace('{query}', 'x'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? content : null;
  } catch {
    return null;
  }
}

export function geocoderUrl(template: string, query: string): string {
  return template.replace('{query}', encodeURIComponent(query.trim()));
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** One Nominatim result (jsonv2 with addressdetails) → a place; null when it has no position. */
export function placeFromNominatim(result: unknown): GeocodedPlace | null {
  if (typeof result !== 'object' || result === null) return null;
  const r = result as Record<string, unknown>;
  const lat = coordinate(r.lat, 90);
  const lng = coordinate(r.lon, 180);
  if (lat === null || lng === null) return null;
  const a = (typeof r.address === 'object' && r.address !== null ? r.address : {}) as Record<string, unknown>;
  const road = text(a.road) || text(a.pedestrian) || text(a.footway) || text(a.cycleway) || text(a.path) || text(a.square);
  const country = text(a.country_code).toUpperCase();
  return {
    label: text(r.display_name) || [road, text(a.city)].filter(Boolean).join(', '),
    location: { lat, lng },
    street: [road, text(a.house_number)].filter(Boolean).join(' '),
    postalCode: text(a.postcode),
    city: text(a.city) || text(a.town) || text(a.village) || text(a.municipality) || text(a.hamlet),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
  };
}

export const MAX_PLACES = 8;

/** Asks the geocoder; the answer's places in its order (it ranks them). */
export async function geocode(
  template: string,
  query: string,
  { locale, signal }: { locale: string; signal?: AbortSignal },
): Promise<GeocodedPlace[]> {
  const res = await fetch(geocoderUrl(template, query), { headers: { accept: 'application/json', 'accept-language': locale }, signal });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) return [];
  return body
    .map(placeFromNominatim)
    .filter((p): p is GeocodedPlace => p !== null)
    .slice(0, MAX_PLACES);
}
