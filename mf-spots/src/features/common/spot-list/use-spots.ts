// GET /api/spots as pages (sizes in page-size.ts), following the API's keyset cursor so a page never repeats or skips a spot when new ones arrive meanwhile.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiScope,
  filtersToApiQuery,
  useApi,
  usePageContext,
  type ApiClient,
  type ApiScope,
  type SpotFilters,
  type SpotPage,
} from '@moveable/shared';
import { spotKeys, type SpotListScope } from '../spot-data/spot-keys.ts';
import { clampPageSize, NEXT_PAGE_SIZE } from './page-size.ts';

/** `filters` canonical (parseFilters, the filter bar's setters): the key and the query as they are. */
export function spotListQuery(api: ApiClient, scope: ApiScope, filters: SpotFilters, extra: SpotListScope = {}) {
  const firstPage = clampPageSize(extra.firstPage);
  const key: SpotListScope = { ...extra, firstPage };
  return infiniteQueryOptions({
    queryKey: spotKeys.list(scope, filters, key),
    queryFn: ({ pageParam, signal }) =>
      api.get('/spots', {
        query: {
          ...filtersToApiQuery(filters),
          organisation: extra.organisation,
          hasPhoto: extra.hasPhoto || undefined,
          limit: pageParam ? NEXT_PAGE_SIZE : firstPage,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SpotPage) => last.nextCursor,
  });
}

export function useSpots(filters: SpotFilters, extra: SpotListScope = {}) {
  const api = useApi();
  const scope = apiScope(usePageContext());
  // While other filters load, the old results stay (marked busy) instead of blinking away.
  return useInfiniteQuery({ ...spotListQuery(api, scope, filters, extra), placeholderData: keepPreviousData });
}
