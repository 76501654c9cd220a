// The 'filters' namespace: the filter bar lives in shared, so its strings do too. All four languages
// at once for the translation tests; pages load one language (../../i18n/locales/).
import type { Translations } from '../../runtime/i18n.ts';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

export const filterTranslations: Translations = { de, fr, it, en };
