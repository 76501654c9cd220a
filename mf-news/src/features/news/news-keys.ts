// Query keys of the news: the list per filter (and language: the API picks each article's
// language from it), an article per slug and language.
import type { Locale } from '@moveable/contract';

export interface NewsFilter {
  tag?: string;
  organisation?: string;
}

export const newsKeys = {
  all: ['news'] as const,
  list: (filter: NewsFilter, lang: Locale) => [...newsKeys.all, 'list', filter.tag ?? '', filter.organisation ?? '', lang] as const,
  article: (slug: string, lang: Locale) => [...newsKeys.all, 'article', slug, lang] as const,
};
