// <moveable-spots>: the spot list for partner pages, from the same components as our pages, in a
// shadow root with its CSS inside (the list's part of our pages' CSS).
import { defineElement } from '@moveable/shared/element';
import { EmbeddedSpots } from './features/embed/embedded-spots.tsx';
import { registerTranslations } from './i18n/index.ts';
import { listCss } from './styles/list.ts';

registerTranslations(); // the element renders once its texts are in (defineElement)

defineElement('moveable-spots', EmbeddedSpots, {
  props: { limit: 'number', filterBar: 'string' }, // and the common attributes (defineElement)
  css: listCss,
  spotSelect: true,
});
