// The home page's two selections (domain notes): the 8 newest spots with a photo and the 4 with
// most votes, in the selected region or else the whole country.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiScope,
  filtersToApiQuery,
  normalizeFilters,
  useApi,
  usePageContext,
  type ApiClient,
  type ApiScope,
  type SpotSort,
} from '@moveable/shared';
import { spotKeys } from '../common/spot-data/spot-keys.ts';

export const HOME_SELECTIONS = {
  newest: { sort: 'date' as SpotSort, limit: 8, hasPhoto: true },
  top: { sort: 'votes' as SpotSort, limit: 4, hasPhoto: false },
};
export type HomeSelection = keyof typeof HOME_SELECTIONS;

export function homeSpotsQuery(api: ApiClient, scope: ApiScope, name: HomeSelection, regionId: number) {
  const { sort, limit, hasPhoto } = HOME_SELECTIONS[name];
  // The region comes from the selectionRegion cookie (0 = the whole country): canonical here.
  const filters = normalizeFilters({ regionId, sort });
  return queryOptions({
    queryKey: spotKeys.highlight(scope, name, regionId),
    queryFn: ({ signal }) =>
      api.get('/spots', { query: { ...filtersToApiQuery(filters), limit, hasPhoto: hasPhoto || undefined }, signal }).then((page) => page.items),
  });
}

export function useHomeSpots(name: HomeSelection, regionId: number) {
  const api = useApi();
  return useQuery(homeSpotsQuery(api, apiScope(usePageContext()), name, regionId));
}
