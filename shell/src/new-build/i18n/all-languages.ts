// The notice's namespace in all four languages at once, for the translation tests.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

export const newBuildTranslations: Translations = { de, fr, it, en };
