import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

/** The style guide's own namespace, loaded with its page only. */
export const STYLE_GUIDE_NAMESPACE = 'styles';
export const styleGuideTranslations: Translations = { de, fr, it, en };
