// The map's CSS as strings: a shadow root needs it inside (the element), the page gets it once in
// <head>. Leaflet's own CSS comes first: without it tiles spill over the whole page. Its small
// images (layer switcher) are inlined as data: URLs by the build, so they also load on a
// partner's page.
import { ensurePageStyle } from '@moveable/shared';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import mapCss from './map.css?inline';

export { leafletCss, mapCss };

/** Puts the map CSS into the page's <head> once (the single-spa page, not the element). */
export function injectPageStyles(doc: Document = document, extra: string[] = []): void {
  ensurePageStyle('moveable-map-styles', [leafletCss, ...extra, mapCss].join('\n'), doc);
}
