// The styles of the spot page's actions and comments (styles/spot-actions.css), put once into
// <head> by the page that uses them. The detail page is never inside <moveable-spots>, so the
// element's shadow root does not need them.
import { ensurePageStyle } from '@moveable/shared';
import actionsCss from '../../styles/spot-actions.css?inline';

export function ensureActionStyles(doc: Document = document): void {
  ensurePageStyle('moveable-mf-spots-actions-css', actionsCss, doc);
}
