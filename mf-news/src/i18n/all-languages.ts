// The 'news' namespace in all four languages at once, its two parts merged, for the translation
// tests: pages load one language, part by part, through index.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import pageEditorDe from './page-editor/de.json';
import pageEditorFr from './page-editor/fr.json';
import pageEditorIt from './page-editor/it.json';
import pageEditorEn from './page-editor/en.json';

/** Each part on its own, in all four languages. */
export const newsParts: Record<'readers' | 'pageEditor', Translations> = {
  readers: { de, fr, it, en },
  pageEditor: { de: pageEditorDe, fr: pageEditorFr, it: pageEditorIt, en: pageEditorEn },
};

export const newsTranslations: Translations = {
  de: { ...de, ...pageEditorDe },
  fr: { ...fr, ...pageEditorFr },
  it: { ...it, ...pageEditorIt },
  en: { ...en, ...pageEditorEn },
};
