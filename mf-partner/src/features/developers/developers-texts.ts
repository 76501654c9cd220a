// The developers' part of the 'partner' namespace (i18n/developers/<locale>.json), loaded from this
// section's chunk: /partner's first view carries neither the texts nor their loaders.
import { addTranslations, loadLanguage, type TranslationLoaders } from '@moveable/shared';
import { PARTNER_NS } from '../../i18n/index.ts';

const developersTexts: TranslationLoaders = {
  de: () => import('../../i18n/developers/de.json'),
  fr: () => import('../../i18n/developers/fr.json'),
  it: () => import('../../i18n/developers/it.json'),
  en: () => import('../../i18n/developers/en.json'),
};

/** In the page's language (and in every language the page switches to from then on). */
export function loadDevelopersTexts(): Promise<void> {
  addTranslations(PARTNER_NS, developersTexts);
  return loadLanguage();
}
