// mf-auth's CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx), the
// custom element into its shadow root (element.ts).
import authCss from './auth.css?inline';

export const css: readonly string[] = [authCss];
