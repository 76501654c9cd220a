// The 'admin' namespace in all four languages at once, each part on its own, for the translation
// tests: pages load one language, part by part, through index.ts and parts.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import moderationDe from './moderation/de.json';
import moderationFr from './moderation/fr.json';
import moderationIt from './moderation/it.json';
import moderationEn from './moderation/en.json';

/** Each part on its own, in all four languages (one entry per folder of i18n/). */
export const adminTranslationParts: Record<string, Translations> = {
  common: { de, fr, it, en },
  moderation: { de: moderationDe, fr: moderationFr, it: moderationIt, en: moderationEn },
};
