// Leaflet's own CSS, carried by the map kit so that it loads with a map and only then (not with
// every page of a micro-frontend). Without it tiles spill over the page. The images it names
// (layer switcher, default marker) are never shown: the build keeps them as files instead of
// inlining them (shared/vite.config.ts).
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { addCss } from '@moveable/shared';

export { leafletCss };

/**
 * Puts Leaflet's CSS where the map's element lives: the page's <head>, or the shadow root of a
 * custom element (CSS does not cross into a shadow root). It goes first, so a micro-frontend's
 * own map CSS, added before, still overrides Leaflet's defaults.
 */
export function addLeafletCss(element: HTMLElement): void {
  const root = element.getRootNode();
  const target = root instanceof ShadowRoot || root instanceof Document ? root : element.ownerDocument;
  addCss(target, [leafletCss], { first: true });
}
