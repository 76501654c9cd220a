// mf-partner's CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx), the
// cards' part first; <moveable-partner> takes only that part into its shadow root (element.ts).
import partnerCss from './partner.css?inline';
import { elementCss } from './element.ts';

export const css: readonly string[] = [...elementCss, partnerCss];
