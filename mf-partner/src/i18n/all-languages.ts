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
import developersDe from './developers/de.json';
import developersFr from './developers/fr.json';
import developersIt from './developers/it.json';
import developersEn from './developers/en.json';

/** Each part on its own, in all four languages. */
export const partnerParts: Record<'pages' | 'partnerMap' | 'organisation' | 'premium' | 'developers', Translations> = {
  pages: { de, fr, it, en },
  partnerMap: { de: partnerMapDe, fr: partnerMapFr, it: partnerMapIt, en: partnerMapEn },
  organisation: { de: organisationDe, fr: organisationFr, it: organisationIt, en: organisationEn },
  premium: { de: premiumDe, fr: premiumFr, it: premiumIt, en: premiumEn },
  developers: { de: developersDe, fr: developersFr, it: developersIt, en: developersEn },
};

export const partnerTranslations: Translations = {
  de: { ...de, ...partnerMapDe, ...organisationDe, ...premiumDe, ...developersDe },
  fr: { ...fr, ...partnerMapFr, ...organisationFr, ...premiumFr, ...developersFr },
  it: { ...it, ...partnerMapIt, ...organisationIt, ...premiumIt, ...developersIt },
  en: { ...en, ...partnerMapEn, ...organisationEn, ...premiumEn, ...developersEn },
};
