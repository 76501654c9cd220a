// Where a map of a country's site starts (domain notes): CH, DE, AT, FR and US as the old site had
// them, the others the country's own centre; the worldwide sites see most land at once; unknown
// countries see Zürich, where the platform began. The map page and the add form's pin map agree.
export interface MapView {
  center: { lat: number; lng: number };
  zoom: number;
}

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

export const WORLD_VIEW: MapView = Object.freeze({ center: Object.freeze({ lat: 30, lng: 10 }), zoom: 2 });
export const FALLBACK_VIEW: MapView = Object.freeze({ center: Object.freeze({ lat: 47.3772, lng: 8.5314 }), zoom: 12 });

/** The start view of a country's site ('world' for the worldwide one). */
export function countryView(country: string | null | undefined): MapView {
  const code = (country ?? '').toLowerCase();
  if (code === 'world') return WORLD_VIEW;
  return COUNTRY_VIEWS[code] ?? FALLBACK_VIEW;
}
