// On our own pages the CSS goes once into <head> (the element puts it into its shadow root).
import authCss from './auth.css?inline';

const STYLE_ID = 'moveable-mf-auth-css';

export function ensureStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = authCss;
  doc.head.appendChild(style);
}
