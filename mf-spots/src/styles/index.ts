// mf-spots' CSS, declared once. `css` is what every page shows (the list's part: cards, badges,
// the filter bar): createLifecycles puts it into the page's <head> on mount (index.tsx), and the
// custom element into its shadow root (element.ts, listCss). What only one page shows comes with
// that page's chunk (pages/*.tsx export `css`, routes.tsx adds it after this list), so the home
// carries no spot form styles. Leaflet's own CSS comes with the map kit, wherever a map is drawn.
import { listCss } from './list.ts';

export const css: readonly string[] = listCss;
