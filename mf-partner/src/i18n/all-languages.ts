// The 'partner' namespace in all four languages at once, its parts merged, for the translation
// tests: pages load one language, part by part, through index.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import premiumDe from './premium/de.json';
import premiumFr from './premium/fr.json';
import premiumIt from './premium/it.json';
import premiumEn from './premium/en.json';

/** Each part on its own, in all four languages. */
export const partnerParts: Record<'pages' | 'premium', Translations> = {
  pages: { de, fr, it, en },
  premium: { de: premiumDe, fr: premiumFr, it: premiumIt, en: premiumEn },
};

export const partnerTranslations: Translations = {
  de: { ...de, ...premiumDe },
  fr: { ...fr, ...premiumFr },
  it: { ...it, ...premiumIt },
  en: { ...en, ...premiumEn },
};
