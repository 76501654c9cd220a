// The 'shell' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page loads its own.
import type { TranslationLoaders } from '@moveable/shared';

export const SHELL_NAMESPACE = 'shell';
export const shellTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};
