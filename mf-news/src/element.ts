// <moveable-news>: the latest news for partner pages, from the same cards as our pages, in a
// shadow root with its CSS inside (the cards' part of our pages' CSS).
import { defineElement } from '@moveable/shared/element';
import { EmbeddedNews } from './features/embed/embedded-news.tsx';
import { registerTranslations } from './i18n/index.ts';
import { elementCss } from './styles/element.ts';

registerTranslations(); // the element renders once its texts are in (defineElement)

defineElement('moveable-news', EmbeddedNews, {
  props: { limit: 'number' }, // and the common attributes (defineElement)
  css: elementCss,
});
