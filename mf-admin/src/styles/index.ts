// mf-admin's CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx); the
// pages' own CSS travels with their chunks (features/<page>/).
import adminCss from './admin.css?inline';
import figuresCss from './figures.css?inline';

export const css: readonly string[] = [adminCss, figuresCss];
/** <moveable-admin-figures>: its shadow root gets the gate's notices and the cards. */
export const elementCss: readonly string[] = [adminCss, figuresCss];
