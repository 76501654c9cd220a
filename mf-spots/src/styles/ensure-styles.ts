// On our own pages the CSS goes once into <head> (the element puts it into its shadow root).
import { ensurePageStyle, filterBarCss } from '@moveable/shared';
import spotsCss from './spots.css?inline';

export function ensureStyles(doc: Document = document): void {
  ensurePageStyle('moveable-mf-spots-css', `${filterBarCss}\n${spotsCss}`, doc);
}
