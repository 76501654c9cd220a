// The 'spots' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only its
// own language. It comes in three parts, each loaded with what shows it: the lists' and the home's
// texts (<locale>.json, with both entries: the page and the element), the spot page's
// (spot-page/: the spot, its actions, the discussion, the official answer) and the spot form's
// (spot-form/: the add and edit form, the photo picker). The filter bar's namespace comes with
// @moveable/shared's texts.
import { addTranslations, loadLanguage, type TranslationLoaders } from '@moveable/shared';

export const SPOTS_NS = 'spots';

const listTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

const spotPageTexts: TranslationLoaders = {
  de: () => import('./spot-page/de.json'),
  fr: () => import('./spot-page/fr.json'),
  it: () => import('./spot-page/it.json'),
  en: () => import('./spot-page/en.json'),
};

const spotFormTexts: TranslationLoaders = {
  de: () => import('./spot-form/de.json'),
  fr: () => import('./spot-form/fr.json'),
  it: () => import('./spot-form/it.json'),
  en: () => import('./spot-form/en.json'),
};

/** Registers the lists' part; what renders waits for it (createLifecycles, defineElement). */
export function registerTranslations(): void {
  addTranslations(SPOTS_NS, listTexts);
}

/** The spot page's part, in the page's language: the spot page (and what opens from it) awaits it. */
export function loadSpotPageTexts(): Promise<void> {
  addTranslations(SPOTS_NS, spotPageTexts);
  return loadLanguage();
}

/** The spot form's part, in the page's language: the form pages and the "add photo" dialog await it. */
export function loadSpotFormTexts(): Promise<void> {
  addTranslations(SPOTS_NS, spotFormTexts);
  return loadLanguage();
}

/** Every part (tests: a component of any page renders at once). */
export function registerAllTranslations(): void {
  addTranslations(SPOTS_NS, listTexts);
  addTranslations(SPOTS_NS, spotPageTexts);
  addTranslations(SPOTS_NS, spotFormTexts);
}
