// Where the map looks: a deep link (?center=lat,lng&zoom=N) wins, then the view the visitor left
// last time on this country's site, then the country's default centre (domain notes).
// Pure functions only, so every rule here is a table test.

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapView {
  center: LatLng;
  zoom: number;
}

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 19; // OpenStreetMap's tiles stop here
/** A deep link with a centre but no zoom means "this place": street level. */
export const DEEP_LINK_ZOOM = 15;

/** Domain notes: CH, DE, AT, FR and US as the old site had them; the others are the country's own centre. */
export const COUNTRY_VIEWS: Readonly<Record<string, MapView>> = Object.freeze({
  ch: { center: { lat: 46.7989, lng: 8.2332 }, zoom: 8 },
  de: { center: { lat: 51.0772, lng: 10.4255 }, zoom: 7 },
  at: { center: { lat: 47.6892, lng: 13.5579 }, zoom: 8 },
  fr: { center: { lat: 47.1894, lng: 2.2773 }, zoom: 6 },
  us: { center: { lat: 38.6716, lng: -99.4932 }, zoom: 5 },
  it: { center: { lat: 42.5, lng: 12.5 }, zoom: 6 },
  pl: { center: { lat: 52.0694, lng: 19.4803 }, zoom: 6 },
  ke: { center: { lat: 0.1769, lng: 37.9083 }, zoom: 6 },
  au: { center: { lat: -25.2744, lng: 133.7751 }, zoom: 4 },
  se: { center: { lat: 62.3875, lng: 16.3258 }, zoom: 5 },
  in: { center: { lat: 22.3511, lng: 78.6677 }, zoom: 5 },
});

/** The worldwide sites: most land in one view. */
export const WORLD_VIEW: MapView = Object.freeze({ center: Object.freeze({ lat: 30, lng: 10 }), zoom: MIN_ZOOM });
/** Unknown country: Zürich, where the platform began (domain notes). */
export const FALLBACK_VIEW: MapView = Object.freeze({ center: Object.freeze({ lat: 47.3772, lng: 8.5314 }), zoom: 12 });

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function finite(text: string): number | null {
  const s = text.trim();
  return NUMBER.test(s) ? Number(s) : null;
}

export function isLatLng(value: unknown): value is LatLng {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** "47.37,8.54" → { lat: 47.37, lng: 8.54 }; anything else (out of range, NaN, extra parts) → null. */
export function parseCenter(text: string | null | undefined): LatLng | null {
  if (!text) return null;
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const lat = finite(parts[0]!);
  const lng = finite(parts[1]!);
  if (lat === null || lng === null) return null;
  const center = { lat, lng };
  return isLatLng(center) ? center : null;
}

/** A whole zoom level within what the tiles offer; anything else → null. */
export function parseZoom(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,2}$/.test(text.trim())) return null;
  const zoom = Number(text.trim());
  return zoom >= MIN_ZOOM && zoom <= MAX_ZOOM ? zoom : null;
}

export function isMapView(value: unknown): value is MapView {
  if (typeof value !== 'object' || value === null) return false;
  const { center, zoom } = value as Record<string, unknown>;
  return isLatLng(center) && typeof zoom === 'number' && Number.isInteger(zoom) && zoom >= MIN_ZOOM && zoom <= MAX_ZOOM;
}

/** The default view of a country code as the page context spells it ('ch', 'world', …). */
export function countryView(country: string | null | undefined): MapView {
  const code = (country ?? '').toLowerCase();
  if (code === 'world') return WORLD_VIEW;
  return COUNTRY_VIEWS[code] ?? FALLBACK_VIEW;
}

/** The view a deep link asks for, or null when it asks for none (a zoom alone is not a view). */
export function viewFromSearch(search: string | URLSearchParams): MapView | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const center = parseCenter(params.get('center'));
  if (!center) return null;
  return { center, zoom: parseZoom(params.get('zoom')) ?? DEEP_LINK_ZOOM };
}

export interface InitialViewInput {
  search: string | URLSearchParams;
  /** The remembered view, already checked to belong to this country (see view-storage.ts). */
  stored: MapView | null;
  country: string | null | undefined;
}

export function initialView({ search, stored, country }: InitialViewInput): MapView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const linked = viewFromSearch(params);
  if (linked) return linked;
  const base = stored && isMapView(stored) ? stored : countryView(country);
  // ?zoom=14 alone keeps the centre but honours the zoom: someone trimmed a link by hand.
  const zoom = parseZoom(params.get('zoom'));
  return zoom === null ? base : { center: base.center, zoom };
}

/** 5 decimals ≈ 1 m: precise enough to share, short enough to read. */
export function formatCenter({ lat, lng }: LatLng): string {
  return `${round(lat, 5)},${round(lng, 5)}`;
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** The URL after a move: center and zoom replaced, every other parameter (the filters) kept. */
export function searchWithView(search: string | URLSearchParams, view: MapView): URLSearchParams {
  const params = new URLSearchParams(search);
  params.set('center', formatCenter(view.center));
  params.set('zoom', String(Math.round(view.zoom)));
  return params;
}

/** Same place at URL precision: the map must not jump when it reads back what it just wrote. */
export function sameView(a: MapView, b: MapView): boolean {
  return formatCenter(a.center) === formatCenter(b.center) && Math.round(a.zoom) === Math.round(b.zoom);
}

/** Leaflet wraps longitudes past ±180 when panning around the world; the URL keeps them in range. */
export function normalizeView(view: MapView): MapView {
  let lng = ((((view.center.lng + 180) % 360) + 360) % 360) - 180;
  if (lng === -180 && view.center.lng > 0) lng = 180;
  const lat = Math.max(-90, Math.min(90, view.center.lat));
  const zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.round(view.zoom)));
  return { center: { lat, lng }, zoom };
}
