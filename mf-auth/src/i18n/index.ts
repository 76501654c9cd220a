// The 'auth' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only its
// own language.
import { addTranslations, type TranslationLoaders } from '@moveable/shared';

export const AUTH_NS = 'auth';
export const authTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};

/** Starts loading the page language's texts; what renders waits for them (createLifecycles, defineElement). */
export function registerTranslations(): void {
  addTranslations(AUTH_NS, authTexts);
}
