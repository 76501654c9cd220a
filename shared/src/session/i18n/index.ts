// The 'session' namespace: the texts the session module itself produces (the login failure of
// spec §4, the header's account area, the popup's closing page).
import type { Translations } from '../../runtime/i18n.ts';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

export const SESSION_NAMESPACE = 'session';
export const sessionTranslations: Translations = { de, fr, it, en };
