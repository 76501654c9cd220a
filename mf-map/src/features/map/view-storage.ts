// The map remembers where the visitor left it (domain notes). The view is stored with the
// country it was taken on, so a visitor who switches from the Swiss to the German site does not
// land in Zürich. Reading never throws: a missing, corrupt or foreign value reads as "none", and
// a storage that refuses access (privacy modes, sandboxed iframes) behaves as empty.
import { isMapView, round, type MapView } from './view-state.ts';

export const VIEW_STORAGE_KEY = 'moveable:map-view';

interface StoredView extends MapView {
  country: string;
}

export function parseStoredView(raw: string | null | undefined, country: string): MapView | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isMapView(value)) return null;
  const stored = value as Partial<StoredView>;
  if (stored.country !== country.toLowerCase()) return null;
  return { center: { lat: stored.center!.lat, lng: stored.center!.lng }, zoom: stored.zoom! };
}

export function serializeView(view: MapView, country: string): string {
  // At the URL's precision (about 1 m): the same place as a deep link would say.
  const center = { lat: round(view.center.lat, 5), lng: round(view.center.lng, 5) };
  const stored: StoredView = { center, zoom: view.zoom, country: country.toLowerCase() };
  return JSON.stringify(stored);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStoredView(country: string): MapView | null {
  try {
    return parseStoredView(storage()?.getItem(VIEW_STORAGE_KEY), country);
  } catch {
    return null;
  }
}

export function saveStoredView(view: MapView, country: string): void {
  try {
    storage()?.setItem(VIEW_STORAGE_KEY, serializeView(view, country));
  } catch {
    // Full or forbidden storage: forgetting the view is the only consequence.
  }
}
