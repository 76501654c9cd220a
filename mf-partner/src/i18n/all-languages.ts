// The 'partner' namespace in all four languages at once, for the translation tests: pages load
// one language through index.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

export const partnerTranslations: Translations = { de, fr, it, en };
