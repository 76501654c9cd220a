// The 'partner' namespace in all four languages at once, every part merged, for the translation
// tests: pages load one language through index.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import organisationDe from './organisation/de.json';
import organisationFr from './organisation/fr.json';
import organisationIt from './organisation/it.json';
import organisationEn from './organisation/en.json';

/** Each part on its own, in all four languages. */
export const partnerParts: Record<'main' | 'organisation', Translations> = {
  main: { de, fr, it, en },
  organisation: { de: organisationDe, fr: organisationFr, it: organisationIt, en: organisationEn },
};

export const partnerTranslations: Translations = {
  de: { ...de, ...organisationDe },
  fr: { ...fr, ...organisationFr },
  it: { ...it, ...organisationIt },
  en: { ...en, ...organisationEn },
};
