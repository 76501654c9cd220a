// The 'partner' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only
// its own language. It comes in two parts: the directory's, the pages' and the element's texts
// (<locale>.json), and premium's (premium/<locale>.json, the sections "premium" and
// "configurator"), which loads with the premium pages' chunks only.
import { addTranslations, loadLanguage, type TranslationLoaders } from '@moveable/shared';

export const PARTNER_NS = 'partner';
export const partnerTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

const premiumTexts: TranslationLoaders = {
  de: () => import('./premium/de.json'),
  fr: () => import('./premium/fr.json'),
  it: () => import('./premium/it.json'),
  en: () => import('./premium/en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles). */
export function registerTranslations(): void {
  addTranslations(PARTNER_NS, partnerTexts);
}

/** Premium's part, in the page's language (and in every language the page switches to from then on). */
export function loadPremiumTexts(): Promise<void> {
  addTranslations(PARTNER_NS, premiumTexts);
  return loadLanguage();
}

/** Every part (tests: a component of any page renders at once). */
export function registerAllTranslations(): void {
  addTranslations(PARTNER_NS, partnerTexts);
  addTranslations(PARTNER_NS, premiumTexts);
}
