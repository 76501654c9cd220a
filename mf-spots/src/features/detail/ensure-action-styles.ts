// The styles of the spot page's actions and comments (styles/spot-actions.css), put once into
// <head> by the page that uses them. The detail page is never inside <moveable-spots>, so the
// element's shadow root does not need them.
import actionsCss from '../../styles/spot-actions.css?inline';

const STYLE_ID = 'moveable-mf-spots-actions-css';

export function ensureActionStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = actionsCss;
  doc.head.appendChild(style);
}
