// mf-admin's CSS, declared once: createLifecycles puts it into the page's <head> (index.tsx); the
// pages' own CSS travels with their chunks (features/<page>/).
import adminCss from './admin.css?inline';

export const css: readonly string[] = [adminCss];
