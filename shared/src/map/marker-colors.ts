// Spot colours on maps come from the theme (themes.ts; theme.css gives CSS the same values as
// --ms-color-marker-fame/-shame): fame turquoise, shame magenta, the same on every platform.
import { circleMarker, type CircleMarker, type LatLngExpression } from 'leaflet';
import { themeFor, type Platform } from '@moveable/shared';

export function markerColor(famed: boolean, platform: Platform): string {
  const { colors } = themeFor(platform);
  return famed ? colors.markerFame : colors.markerShame;
}

/**
 * A spot as a filled circle with a white ring, for maps that only show where it is. A vector
 * marker: L.Icon.Default's image paths break when bundled and inside shadow DOM.
 */
export function spotCircle(at: LatLngExpression, famed: boolean, platform: Platform): CircleMarker {
  return circleMarker(at, { radius: 9, color: '#ffffff', weight: 3, fillColor: markerColor(famed, platform), fillOpacity: 1, interactive: false });
}
