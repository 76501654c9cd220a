// The 'spots' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only its
// own language. Both entries (the page and the element) register it; the filter bar's namespace
// comes with @moveable/shared's texts.
import { addTranslations, type TranslationLoaders } from '@moveable/shared';

export const SPOTS_NS = 'spots';
export const spotsTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles, defineElement). */
export function registerTranslations(): void {
  addTranslations(SPOTS_NS, spotsTexts);
}
