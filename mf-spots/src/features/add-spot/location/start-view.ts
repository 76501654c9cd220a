// Where the pin map starts before there is a pin: the site's country (the centres of mf-map's
// COUNTRY_VIEWS, from the domain notes), the world on the worldwide site, else Zürich.
import type { LatLng } from '@moveable/shared';

export interface StartView {
  center: LatLng;
  zoom: number;
}

const COUNTRY_VIEWS: Record<string, StartView> = {
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
  world: { center: { lat: 30, lng: 10 }, zoom: 2 },
};

const FALLBACK: StartView = { center: { lat: 47.3772, lng: 8.5314 }, zoom: 12 };

/** Close enough to see the street a pin stands in. */
export const PIN_ZOOM = 17;

export function startView(country: string, pin: LatLng | null): StartView {
  if (pin) return { center: pin, zoom: PIN_ZOOM };
  return COUNTRY_VIEWS[country] ?? FALLBACK;
}
