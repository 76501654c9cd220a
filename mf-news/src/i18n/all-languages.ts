// The 'news' namespace in all four languages at once, its parts merged, for the translation
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
import pageEditorDe from './page-editor/de.json';
import pageEditorFr from './page-editor/fr.json';
import pageEditorIt from './page-editor/it.json';
import pageEditorEn from './page-editor/en.json';

/** Each part on its own, in all four languages. */
export const newsParts: Record<'readers' | 'editor' | 'pageEditor', Translations> = {
  readers: { de, fr, it, en },
  editor: { de: editorDe, fr: editorFr, it: editorIt, en: editorEn },
  pageEditor: { de: pageEditorDe, fr: pageEditorFr, it: pageEditorIt, en: pageEditorEn },
};

export const newsTranslations: Translations = {
  de: { ...de, ...editorDe, ...pageEditorDe },
  fr: { ...fr, ...editorFr, ...pageEditorFr },
  it: { ...it, ...editorIt, ...pageEditorIt },
  en: { ...en, ...editorEn, ...pageEditorEn },
};
