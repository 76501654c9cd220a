// Query keys of organisations: the directory per scope and type, one organisation per slug and
// language (the API picks its name and description by language), its statistics and answers, the
// spots in its area and its news (the country is the site's: the API reads it from the header).
import type { OrganisationType } from '@moveable/contract';
import type { PageContext } from '@moveable/shared';

export const organisationKeys = {
  all: ['organisations'] as const,
  /** With the whole scope: an element with its own platform or country shares the page's cache. */
  directory: ({ platform, country, locale }: PageContext, type: OrganisationType | 'all') =>
    [...organisationKeys.all, 'directory', platform, country, locale, type] as const,
  detail: ({ platform, locale }: PageContext, slug: string) => [...organisationKeys.all, 'detail', platform, locale, slug] as const,
  statistics: ({ platform }: PageContext, slug: string) => [...organisationKeys.all, 'statistics', platform, slug] as const,
  answers: ({ platform, locale }: PageContext, slug: string) => [...organisationKeys.all, 'answers', platform, locale, slug] as const,
  spots: ({ platform, country }: PageContext, slug: string) => [...organisationKeys.all, 'spots', platform, country, slug] as const,
  news: ({ platform, country, locale }: PageContext, slug: string) => [...organisationKeys.all, 'news', platform, country, locale, slug] as const,
};
