// How a spot looks on the map (domain notes): shame magenta, fame turquoise, fixed turquoise with
// a magenta accent; small dots when zoomed out, pins from street level in. Pure data here; the
// Leaflet icon is made in marker-layer.ts. The colours are the theme's (map.css reads them from
// --ms-color-marker-fame/-shame). Never L.Icon.Default: its image paths break when
// bundled and inside shadow DOM (notes/toolchain.md).

export type MarkerKind = 'fame' | 'shame' | 'fixed';
export type MarkerShape = 'dot' | 'pin';

/** From this zoom level on (streets readable) markers become pins. */
export const PIN_ZOOM = 13;

/** Only the spot fields the style depends on. */
export interface MarkerSpot {
  famed: boolean;
  fixed: boolean;
}

/** A fixed spot shows that it is fixed whatever its polarity (only shame spots get fixed). */
export function markerKind(spot: MarkerSpot): MarkerKind {
  if (spot.fixed) return 'fixed';
  return spot.famed ? 'fame' : 'shame';
}

export function markerShape(zoom: number): MarkerShape {
  return zoom >= PIN_ZOOM ? 'pin' : 'dot';
}

/**
 * The round part of a marker, relative to its spot in screen pixels: a dot's circle, a pin's
 * head (the tip is too thin to hide anything). What marker-placement.ts keeps clear of clusters.
 */
export function markerCircle(shape: MarkerShape): { dy: number; r: number } {
  return shape === 'dot' ? { dy: 0, r: 7 } : { dy: -23, r: 13 };
}

export interface MarkerStyle {
  className: string;
  iconSize: [number, number];
  /** The pixel of the icon that sits on the spot: a dot's centre, a pin's tip. */
  iconAnchor: [number, number];
  html: string;
}

// A pin: a drop with a round hole; the hole holds the accent. Fills come from CSS classes so the
// theme can restyle them and a selected marker can be outlined.
const PIN_PATH = 'M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 37 14 37s13-13.6 13-23.2C27 6.7 21.2 1 14 1z';

function pinHtml(kind: MarkerKind): string {
  const accent =
    kind === 'fixed'
      ? // the fixed accent: a magenta tick in the pin's head
        '<circle class="map-marker__hole" cx="14" cy="13.5" r="7"/><path class="map-marker__accent" d="M10.2 13.6l2.6 2.7 5-5.4" fill="none" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>'
      : '<circle class="map-marker__hole" cx="14" cy="13.5" r="5"/>';
  return `<svg viewBox="0 0 28 38" width="28" height="38" aria-hidden="true" focusable="false"><path class="map-marker__body" d="${PIN_PATH}"/>${accent}</svg>`;
}

export function markerStyle(kind: MarkerKind, shape: MarkerShape, selected = false): MarkerStyle {
  const className = `map-marker map-marker--${shape} map-marker--${kind}${selected ? ' map-marker--selected' : ''}`;
  if (shape === 'dot') {
    // The fixed dot's magenta ring is its border (map.css); 14 px keeps dots tappable but light.
    return { className, iconSize: [14, 14], iconAnchor: [7, 7], html: '' };
  }
  return { className, iconSize: [28, 38], iconAnchor: [14, 37], html: pinHtml(kind) };
}
