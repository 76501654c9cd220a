// The 'partner' namespace in all four languages at once, its parts merged, for the translation
// tests: pages load one language, part by part, through index.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import partnerMapDe from './partner-map/de.json';
import partnerMapFr from './partner-map/fr.json';
import partnerMapIt from './partner-map/it.json';
import partnerMapEn from './partner-map/en.json';
import organisationDe from './organisation/de.json';
import organisationFr from './organisation/fr.json';
import organisationIt from './organisation/it.json';
import organisationEn from './organisation/en.json';
import premiumDe from './premium/de.json';
import premiumFr from './premium/fr.json';
import premiumIt from './premium/it.json';
import premiumEn from './premium/en.json';

/** Each part on its own, in all four languages. */
export const partnerParts: Record<'pages' | 'partnerMap' | 'organisation' | 'premium', Translations> = {
  pages: { de, fr, it, en },
  partnerMap: { de: partnerMapDe, fr: partnerMapFr, it: partnerMapIt, en: partnerMapEn },
  organisation: { de: organisationDe, fr: organisationFr, it: organisationIt, en: organisationEn },
  premium: { de: premiumDe, fr: premiumFr, it: premiumIt, en: premiumEn },
};

export const partnerTranslations: Translations = {
  de: { ...de, ...partnerMapDe, ...organisationDe, ...premiumDe },
  fr: { ...fr, ...partnerMapFr, ...organisationFr, ...premiumFr },
  it: { ...it, ...partnerMapIt, ...organisationIt, ...premiumIt },
  en: { ...en, ...partnerMapEn, ...organisationEn, ...premiumEn },
};
