// Categories, regions and organisations: small lists the filter bar, the list, the detail and
// the map all need. One query key each per platform and country (the API scopes them by the
// headers), so all micro-frontends on a page share one request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '../runtime/context-hooks.tsx';
import type { ApiClient } from '../runtime/api-client.ts';
import type { PageContext } from '../runtime/page-context.ts';
import type { Category } from './types.ts';

/** What the API's answers depend on besides the path: the §7 headers. */
export interface ApiScope {
  platform: string;
  country: string;
  locale: string;
}

export function apiScope({ platform, country, locale }: Pick<PageContext, 'platform' | 'country' | 'locale'>): ApiScope {
  return { platform, country, locale };
}

export const referenceKeys = {
  all: ['reference'] as const,
  categories: (scope: ApiScope) => ['reference', scope, 'categories'] as const,
  regions: (scope: ApiScope) => ['reference', scope, 'regions'] as const,
  organisation: (scope: ApiScope, slug: string) => ['reference', scope, 'organisation', slug] as const,
};

// These lists change a few times a year.
const REFERENCE_STALE_MS = 60 * 60 * 1000;

export function categoriesQuery(api: ApiClient, scope: ApiScope) {
  return queryOptions({
    queryKey: referenceKeys.categories(scope),
    queryFn: ({ signal }) => api.get('/categories', { signal }).then((r) => r.items),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function regionsQuery(api: ApiClient, scope: ApiScope) {
  return queryOptions({
    queryKey: referenceKeys.regions(scope),
    queryFn: ({ signal }) => api.get('/regions', { signal }).then((r) => r.items),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function organisationQuery(api: ApiClient, scope: ApiScope, slug: string) {
  return queryOptions({
    queryKey: referenceKeys.organisation(scope, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug', { params: { slug }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCategories() {
  const api = useApi();
  return useQuery(categoriesQuery(api, apiScope(usePageContext())));
}

export function useRegions() {
  const api = useApi();
  return useQuery(regionsQuery(api, apiScope(usePageContext())));
}

export function useOrganisation(slug: string | null | undefined) {
  const api = useApi();
  return useQuery({ ...organisationQuery(api, apiScope(usePageContext()), slug ?? ''), enabled: !!slug });
}

/** A category's name in the page language (the API's label is in the request's language). */
export function categoryLabel(category: Category, locale: string): string {
  return category.labels[locale as keyof Category['labels']] || category.label;
}
