// Query keys of the page editor (administrators): a page's history in one language, and single
// revisions (their texts never change, so a revision once fetched stays valid).
import type { ContentPageName, Locale } from '@moveable/contract';

export const pageEditorKeys = {
  all: ['content-page-editor'] as const,
  history: (page: ContentPageName, locale: Locale) => [...pageEditorKeys.all, page, locale, 'history'] as const,
  revision: (page: ContentPageName, locale: Locale, id: number) => [...pageEditorKeys.all, page, locale, 'revision', id] as const,
};
