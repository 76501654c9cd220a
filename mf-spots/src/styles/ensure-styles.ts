// On our own pages the CSS goes once into <head> (the element puts it into its shadow root).
import { filterBarCss } from '@moveable/shared';
import spotsCss from './spots.css?inline';

const STYLE_ID = 'moveable-mf-spots-css';

export function ensureStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${filterBarCss}\n${spotsCss}`;
  doc.head.appendChild(style);
}
