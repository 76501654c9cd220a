// The 'news' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only its
// own language. It comes in two parts: the readers' texts (<locale>.json: content pages, news,
// newsletter) and the editor's (editor/<locale>.json, the section "editor"), which load with the
// editor's chunks only, so readers of /news do not download them (the route byte budgets).
import { addTranslations, loadLanguage, type TranslationLoaders } from '@moveable/shared';

export const NEWS_NS = 'news';
export const newsTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

const editorTexts: TranslationLoaders = {
  de: () => import('./editor/de.json'),
  fr: () => import('./editor/fr.json'),
  it: () => import('./editor/it.json'),
  en: () => import('./editor/en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles). */
export function registerTranslations(): void {
  addTranslations(NEWS_NS, newsTexts);
}

/** The editor's part, in the page's language: the editor and the drafts panel await it. */
export function loadEditorTexts(): Promise<void> {
  addTranslations(NEWS_NS, editorTexts);
  return loadLanguage();
}

/** Every part (tests: a component of any page renders at once). */
export function registerAllTranslations(): void {
  addTranslations(NEWS_NS, newsTexts);
  addTranslations(NEWS_NS, editorTexts);
}
