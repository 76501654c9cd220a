// <moveable-spots>: the spot list for partner pages, from the same components as our pages,
// in shadow DOM with its CSS inside.
import { defineElement, filterBarCss } from '@moveable/shared';
import cssInline from './styles/spots.css?inline';
import { EmbeddedSpots } from './features/embed/embedded-spots.tsx';
import { registerTranslations } from './i18n/index.ts';

registerTranslations();

defineElement('moveable-spots', EmbeddedSpots, {
  props: { organisation: 'string', famed: 'string', limit: 'number', filterBar: 'string' },
  css: [filterBarCss, cssInline],
});
