// Leaflet set-up, once for every map of the site: Leaflet's CSS beside the map, the tiles and
// their attribution from the page's configuration (<meta name="moveable-tiles">,
// "moveable-tiles-attribution"), and zoom buttons labelled in the page language. Plain Leaflet:
// each map needs only a few imperative calls, and nothing here reaches for `document` (maps also
// run inside shadow roots).
import { control, map as leafletMap, tileLayer, type Control, type Map as LeafletMap, type MapOptions } from 'leaflet';
import { config } from '@moveable/shared';
import { addLeafletCss } from './leaflet-css.ts';

/** OpenStreetMap's tiles stop here. */
export const TILE_MAX_ZOOM = 19;

/** A map that only shows a place: no dragging, no zooming, no keyboard stop (nothing to trap). */
export const STILL_MAP_OPTIONS: Readonly<MapOptions> = Object.freeze({
  dragging: false,
  keyboard: false,
  scrollWheelZoom: false,
  doubleClickZoom: false,
  touchZoom: false,
  boxZoom: false,
});

/**
 * A Leaflet map on `element` with the configured tiles. Leaflet's own zoom control is left out:
 * addZoomControl adds one whose labels follow the page language. Keyboard and other behaviour
 * come from `options` unchanged.
 */
export function createMap(element: HTMLElement, options: MapOptions): LeafletMap {
  addLeafletCss(element);
  const map = leafletMap(element, { ...options, zoomControl: false });
  // Without a tile URL (tests) the map stays grey; a tile that fails to load (offline, blocked)
  // too: Leaflet only fires an event nothing needs. On high-density screens (most phones) tiles of
  // the next zoom at half size, so the map is as sharp as the text around it.
  if (config.tileUrl) tileLayer(config.tileUrl, { attribution: config.tileAttribution, maxZoom: TILE_MAX_ZOOM, detectRetina: true }).addTo(map);
  return map;
}

export interface ZoomControlOptions {
  /** Leaflet sets the buttons' title and aria-label from these. */
  zoomInTitle: string;
  zoomOutTitle: string;
  position?: Control.ZoomOptions['position'];
}

/** Zoom buttons labelled in the page language; remove() them to relabel after a language change. */
export function addZoomControl(map: LeafletMap, options: ZoomControlOptions): Control.Zoom {
  return control.zoom(options).addTo(map);
}
