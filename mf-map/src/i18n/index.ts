// The 'map' namespace, one chunk per language (i18n/<locale>-<hash>.js): a page fetches only its
// own language. Registered by both entries (register.ts); the filter bar's namespace comes with
// @moveable/shared's texts.
import type { TranslationLoaders } from '@moveable/shared';

export const MAP_NS = 'map';
export const mapTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};
