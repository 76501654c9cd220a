// On our own pages the CSS goes once into <head> (the element puts it into its shadow root).
import { ensurePageStyle } from '@moveable/shared';
import authCss from './auth.css?inline';

export function ensureStyles(doc: Document = document): void {
  ensurePageStyle('moveable-mf-auth-css', authCss, doc);
}
