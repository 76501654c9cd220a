import type { TranslationLoaders } from '@moveable/shared';

/** The style guide's own namespace, loaded with its page only, in the page's language. */
export const STYLE_GUIDE_NAMESPACE = 'styles';
export const styleGuideTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};
