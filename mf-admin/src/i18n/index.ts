// The 'admin' namespace, one chunk per language: a page fetches only its own language. The common
// part (<locale>.json: the frame, the access screens) loads with the lifecycles; each page's part
// loads with that page's chunk (see routes.tsx), so the dashboard does not carry the e-mail
// previews' texts.
import { addTranslations, loadLanguage, type TranslationLoaders } from '@moveable/shared';
import { adminParts } from './parts.ts';

export const ADMIN_NS = 'admin';
export const adminTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles). */
export function registerTranslations(): void {
  addTranslations(ADMIN_NS, adminTexts);
}

/** A page's part, in the page's language (and in every language the page switches to from then on). */
export function loadTexts(part: TranslationLoaders): Promise<void> {
  addTranslations(ADMIN_NS, part);
  return loadLanguage();
}

/** Every part (tests: a component of any page renders at once). */
export function registerAllTranslations(): void {
  addTranslations(ADMIN_NS, adminTexts);
  for (const part of Object.values(adminParts)) addTranslations(ADMIN_NS, part);
}

/** <moveable-admin-figures>: the common texts (the gate) and the dashboard's (the cards). */
export function registerElementTranslations(): void {
  addTranslations(ADMIN_NS, adminTexts);
  addTranslations(ADMIN_NS, adminParts.dashboard!);
}
