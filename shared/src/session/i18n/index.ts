// The 'session' namespace: the texts the session module itself produces (the login failure of
// spec §4, the header's account area, the popup's closing page), all four languages at once for
// the translation tests; pages load one language (../../i18n/locales/).
import type { Translations } from '../../runtime/i18n.ts';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

export { SESSION_NAMESPACE } from './namespace.ts';
export const sessionTranslations: Translations = { de, fr, it, en };
