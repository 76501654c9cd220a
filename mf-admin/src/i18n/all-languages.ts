// The 'admin' namespace in all four languages at once, each part on its own, for the translation
// tests: pages load one language, part by part, through index.ts and parts.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import alertsDe from './alerts/de.json';
import alertsFr from './alerts/fr.json';
import alertsIt from './alerts/it.json';
import alertsEn from './alerts/en.json';
import emailsDe from './emails/de.json';
import emailsFr from './emails/fr.json';
import emailsIt from './emails/it.json';
import emailsEn from './emails/en.json';

/** Each part on its own, in all four languages (one entry per folder of i18n/). */
export const adminTranslationParts: Record<string, Translations> = {
  common: { de, fr, it, en },
  emails: { de: emailsDe, fr: emailsFr, it: emailsIt, en: emailsEn },
  alerts: { de: alertsDe, fr: alertsFr, it: alertsIt, en: alertsEn },
};
