// Where the pin map starts before there is a pin: the region the person chose for lists, the map
// and the home page (the selectionRegion cookie), when it is one of this site's regions; else the
// site's country view (the map page's too); with a pin, close to it.
import { countryView, readPreferences, type LatLng, type MapView, type Region } from '@moveable/shared';

export type StartView = MapView;

/** Close enough to see the street a pin stands in. */
export const PIN_ZOOM = 17;

export function startView(country: string, pin: LatLng | null): StartView {
  if (pin) return { center: pin, zoom: PIN_ZOOM };
  return countryView(country);
}

/** [minLng, minLat, maxLng, maxLat], as the API gives a region's box. */
export type Bbox = Region['bbox'];

/** The chosen region's box, when it is one of the site's regions (`regions`, from GET /regions). */
export function chosenRegionBox(regions: readonly Region[] | undefined, cookies: string = document.cookie): Bbox | null {
  const regionId = readPreferences(cookies).selectionRegion;
  if (regionId <= 0) return null;
  return regions?.find((region) => region.id === regionId)?.bbox ?? null;
}
