// The home page's own CSS (pages/index.tsx): its sections and its still map, in the detail page's look.
import miniMapCss from './mini-map.css?inline';
import homeCss from './home.css?inline';

export const homePageCss: readonly string[] = [miniMapCss, homeCss];
