// The 'news' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only its
// own language. It comes in two parts: the readers' texts (<locale>.json) and the page editor's
// (page-editor/<locale>.json, the section "pageEditor"), which loads only for administrators, so
// readers' bytes do not grow with the editor (the route budgets).
import { addTranslations, loadLanguage, type TranslationLoaders } from '@moveable/shared';

export const NEWS_NS = 'news';
export const newsTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

const pageEditorTexts: TranslationLoaders = {
  de: () => import('./page-editor/de.json'),
  fr: () => import('./page-editor/fr.json'),
  it: () => import('./page-editor/it.json'),
  en: () => import('./page-editor/en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles). */
export function registerTranslations(): void {
  addTranslations(NEWS_NS, newsTexts);
}

/** The page editor's part, in the page's language (and in every language the page switches to from then on). */
export function loadPageEditorTexts(): Promise<void> {
  addTranslations(NEWS_NS, pageEditorTexts);
  return loadLanguage();
}
