// Query keys of the content pages: one per page and language asked for.
import type { ContentPageName, Locale } from '@moveable/contract';

export const contentPageKeys = {
  all: ['content-page'] as const,
  page: (page: ContentPageName, lang: Locale) => [...contentPageKeys.all, page, lang] as const,
};
