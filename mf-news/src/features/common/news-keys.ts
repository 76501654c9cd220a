// Query keys of the news: the list per filter (and language: the API picks each article's
// language from it), an article per slug and language, the latest few (home, <moveable-news>).
import type { Locale } from '@moveable/contract';
import type { PageContext } from '@moveable/shared';

export interface NewsFilter {
  tag?: string;
  organisation?: string;
}

export const newsKeys = {
  all: ['news'] as const,
  list: (filter: NewsFilter, lang: Locale) => [...newsKeys.all, 'list', filter.tag ?? '', filter.organisation ?? '', lang] as const,
  article: (slug: string, lang: Locale) => [...newsKeys.all, 'article', slug, lang] as const,
  /** With the whole scope: an element with its own platform or country shares the page's cache. */
  latest: ({ platform, country, locale }: PageContext, organisation: string | undefined, limit: number) =>
    [...newsKeys.all, 'latest', platform, country, locale, organisation ?? '', limit] as const,
};
