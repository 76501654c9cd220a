// <moveable-partner name="…">: an organisation's card with its counts, for partner pages, from the
// same card as /partner, in a shadow root with its CSS inside.
import { defineElement } from '@moveable/shared/element';
import { EmbeddedPartner } from './features/embed/embedded-partner.tsx';
import { registerTranslations } from './i18n/index.ts';
import { elementCss } from './styles/element.ts';

registerTranslations(); // the element renders once its texts are in (defineElement)

defineElement('moveable-partner', EmbeddedPartner, {
  props: { name: 'string' },
  css: elementCss,
});
