// <moveable-spots>: the spot list for partner pages, from the same components as our pages, in a
// shadow root with its CSS inside (the same CSS as on our pages).
import { defineElement } from '@moveable/shared';
import { EmbeddedSpots } from './features/embed/embedded-spots.tsx';
import { registerTranslations } from './i18n/index.ts';
import { css } from './styles/index.ts';

registerTranslations();

defineElement('moveable-spots', EmbeddedSpots, {
  props: { organisation: 'string', famed: 'string', limit: 'number', filterBar: 'string' },
  css,
});
