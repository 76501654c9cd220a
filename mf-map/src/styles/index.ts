// mf-map's CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx), the
// custom element into its shadow root (element.ts). Leaflet's own CSS comes with the map kit
// (@moveable/shared/map), which puts it first beside the map, so map.css overrides it.
import { filterBarCss } from '@moveable/shared';
import mapCss from './map.css?inline';

export { mapCss };

export const css: readonly string[] = [filterBarCss, mapCss];
