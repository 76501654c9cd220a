// The 'partner' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only
// its own language.
import { addTranslations, type TranslationLoaders } from '@moveable/shared';

export const PARTNER_NS = 'partner';
export const partnerTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles). */
export function registerTranslations(): void {
  addTranslations(PARTNER_NS, partnerTexts);
}

/** Every part (tests: a component of any page renders at once). */
export function registerAllTranslations(): void {
  addTranslations(PARTNER_NS, partnerTexts);
}
