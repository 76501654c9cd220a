// mf-news's CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx).
import newsCss from './news.css?inline';

export const css: readonly string[] = [newsCss];
