// The 'news' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only its
// own language. It comes in three parts: the readers' texts (<locale>.json: content pages, news,
// newsletter), the news editor's (editor/<locale>.json, the section "editor") and the page
// editor's (page-editor/<locale>.json, the section "pageEditor"). The editors' parts load with
// their chunks only, so readers do not download them (the route byte budgets).
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

/** The editor's part, in the page's language: the editor and the drafts panel await it. */
export function loadEditorTexts(): Promise<void> {
  addTranslations(NEWS_NS, editorTexts);
  return loadLanguage();
}

/** Every part (tests: a component of any page renders at once). */
export function registerAllTranslations(): void {
  addTranslations(NEWS_NS, newsTexts);
  addTranslations(NEWS_NS, editorTexts);
  addTranslations(NEWS_NS, pageEditorTexts);
}

/** The page editor's part, in the page's language (and in every language the page switches to from then on). */
export function loadPageEditorTexts(): Promise<void> {
  addTranslations(NEWS_NS, pageEditorTexts);
  return loadLanguage();
}
