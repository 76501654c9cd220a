// The 'news' namespace in all four languages at once, its two parts merged, for the translation
// tests: pages load one language, part by part, through index.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import editorDe from './editor/de.json';
import editorFr from './editor/fr.json';
import editorIt from './editor/it.json';
import editorEn from './editor/en.json';

export const newsTranslations: Translations = {
  de: { ...de, ...editorDe },
  fr: { ...fr, ...editorFr },
  it: { ...it, ...editorIt },
  en: { ...en, ...editorEn },
};
