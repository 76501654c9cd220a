// mf-spots' CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx), the
// custom element into its shadow root (element.ts). Leaflet's own CSS comes with the map kit,
// wherever a map is drawn.
import { filterBarCss } from '@moveable/shared';
import spotsCss from './spots.css?inline';
import actionsCss from './spot-actions.css?inline';
import photosCss from './photos.css?inline';
import addSpotCss from './add-spot.css?inline';

export const css: readonly string[] = [filterBarCss, spotsCss, actionsCss, photosCss, addSpotCss];
