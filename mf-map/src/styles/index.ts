// The map's CSS as strings: a shadow root needs it inside (the element), the page gets it once in
// <head>. Leaflet's own CSS comes first: without it tiles spill over the whole page. Its small
// images (layer switcher) are inlined as data: URLs by the build, so they also load on a
// partner's page.
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import mapCss from './map.css?inline';

export { leafletCss, mapCss };

const STYLE_ID = 'moveable-map-styles';

/** Puts the map CSS into the page's <head> once (the single-spa page, not the element). */
export function injectPageStyles(doc: Document = document, extra: string[] = []): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = [leafletCss, ...extra, mapCss].join('\n');
  doc.head.appendChild(style);
}
