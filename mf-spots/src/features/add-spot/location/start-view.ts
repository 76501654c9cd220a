// Where the pin map starts before there is a pin: the site's country view (the map page's too),
// else close to the pin.
import { countryView, type LatLng, type MapView } from '@moveable/shared';

export type StartView = MapView;

/** Close enough to see the street a pin stands in. */
export const PIN_ZOOM = 17;

export function startView(country: string, pin: LatLng | null): StartView {
  if (pin) return { center: pin, zoom: PIN_ZOOM };
  return countryView(country);
}
