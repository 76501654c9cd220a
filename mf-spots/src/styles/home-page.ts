// The home page's own CSS (pages/index.tsx).
import homeCss from './home.css?inline';

export const homePageCss: readonly string[] = [homeCss];
