// The 'partner' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only
// its own language. It comes in parts: the pages' common texts (<locale>.json: types, cards, the
// directory, the element) and the partner map's (partner-map/<locale>.json, the section
// "partnerMap"), which loads with the map's chunk only, so /partner does not download it.
import { addTranslations, loadLanguage, type TranslationLoaders } from '@moveable/shared';

export const PARTNER_NS = 'partner';
export const partnerTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

const partnerMapTexts: TranslationLoaders = {
  de: () => import('./partner-map/de.json'),
  fr: () => import('./partner-map/fr.json'),
  it: () => import('./partner-map/it.json'),
  en: () => import('./partner-map/en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles). */
export function registerTranslations(): void {
  addTranslations(PARTNER_NS, partnerTexts);
}

/** The partner map's part, in the page's language (and in every language the page switches to from then on). */
export function loadPartnerMapTexts(): Promise<void> {
  addTranslations(PARTNER_NS, partnerMapTexts);
  return loadLanguage();
}

/** Every part (tests: a component of any page renders at once). */
export function registerAllTranslations(): void {
  addTranslations(PARTNER_NS, partnerTexts);
  addTranslations(PARTNER_NS, partnerMapTexts);
}
