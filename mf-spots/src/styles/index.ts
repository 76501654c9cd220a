// mf-spots' CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx), the
// custom element its list part into its shadow root (element.ts). Leaflet's own CSS comes with
// the map kit, wherever a map is drawn.
import actionsCss from './spot-actions.css?inline';
import photosCss from './photos.css?inline';
import addSpotCss from './add-spot.css?inline';
import homeCss from './home.css?inline';
import { listCss } from './list.ts';

export const css: readonly string[] = [...listCss, homeCss, actionsCss, photosCss, addSpotCss];
