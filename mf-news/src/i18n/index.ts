// The 'news' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only its
// own language.
import { addTranslations, type TranslationLoaders } from '@moveable/shared';

export const NEWS_NS = 'news';
export const newsTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles). */
export function registerTranslations(): void {
  addTranslations(NEWS_NS, newsTexts);
}
