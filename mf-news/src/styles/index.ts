// mf-news's CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx), the
// cards' part first; <moveable-news> takes only that part into its shadow root (element.ts).
import newsCss from './news.css?inline';
import { elementCss } from './element.ts';

export const css: readonly string[] = [...elementCss, newsCss];
