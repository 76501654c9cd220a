// The list's CSS: all the custom element shows (element.ts), and the first part of the page's
// (index.ts). A module of its own, so the element's bundle holds none of the page's other styles.
import { filterBarCss } from '@moveable/shared';
import spotsCss from './spots.css?inline';

export const listCss: readonly string[] = [filterBarCss, spotsCss];
