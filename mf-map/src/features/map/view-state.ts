// Where the map looks: a deep link (?center=lat,lng&zoom=N) wins, then the view the visitor left
// last time on this country's site, then the country's default centre (domain notes).
// Pure functions only, so every rule here is a table test. The start views per country live in
// shared, so the add form's pin map starts where this map does.
import { countryView, type MapView } from '@moveable/shared';

export interface LatLng {
  lat: number;
  lng: number;
}

export type { MapView };

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 19; // OpenStreetMap's tiles stop here
/** A deep link with a centre but no zoom means "this place": street level. */
export const DEEP_LINK_ZOOM = 15;

export { COUNTRY_VIEWS, FALLBACK_VIEW, WORLD_VIEW, countryView } from '@moveable/shared';

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
