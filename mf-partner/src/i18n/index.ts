// The 'partner' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only
// its own language. It comes in parts: the pages' common texts (<locale>.json: types, cards, the
// directory, the element), the partner map's (partner-map/<locale>.json, the section
// "partnerMap"), the organisation page's (organisation/<locale>.json, the section
// "organisation") and premium's (premium/<locale>.json, the sections "premium" and
// "configurator") and the developers' section of /partner (developers/<locale>.json, the section
// "developers": its loaders are in that section's chunk, features/developers/developers-texts.ts,
// so the pages' entry does not carry them). Each part loads with its page's chunk only, so /partner
// and <moveable-partner> do not download them.
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

const organisationTexts: TranslationLoaders = {
  de: () => import('./organisation/de.json'),
  fr: () => import('./organisation/fr.json'),
  it: () => import('./organisation/it.json'),
  en: () => import('./organisation/en.json'),
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

/** The partner map's part, in the page's language (and in every language the page switches to from then on). */
export function loadPartnerMapTexts(): Promise<void> {
  addTranslations(PARTNER_NS, partnerMapTexts);
  return loadLanguage();
}

/** The organisation page's part, in the page's language (and in every language the page switches to). */
export function loadOrganisationTexts(): Promise<void> {
  addTranslations(PARTNER_NS, organisationTexts);
  return loadLanguage();
}

/** Premium's part, in the page's language (and in every language the page switches to from then on). */
export function loadPremiumTexts(): Promise<void> {
  addTranslations(PARTNER_NS, premiumTexts);
  return loadLanguage();
}

/** Every part (tests: a component of any page renders at once). */
export function registerAllTranslations(): void {
  addTranslations(PARTNER_NS, partnerTexts);
  addTranslations(PARTNER_NS, partnerMapTexts);
  addTranslations(PARTNER_NS, organisationTexts);
  addTranslations(PARTNER_NS, premiumTexts);
}
