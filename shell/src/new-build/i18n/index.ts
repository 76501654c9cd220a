import type { TranslationLoaders } from '@moveable/shared';

/** The notice's own namespace: loaded with the notice, a second after the page starts. */
export const NEW_BUILD_NAMESPACE = 'new-build';
export const newBuildTexts: TranslationLoaders = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  en: () => import('./en.json'),
};
