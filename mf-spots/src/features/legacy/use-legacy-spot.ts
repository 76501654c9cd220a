// GET /api/spots/legacy/:oldId → { id }: old /entries/{oldId} links (comments, the app's deep
// links) must keep working.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiScope, useApi, usePageContext, type ApiClient, type ApiScope } from '@moveable/shared';
import { spotKeys } from '../common/spot-data/spot-keys.ts';
import { isLegacyId } from '../common/ids.ts';

export function legacySpotQuery(api: ApiClient, scope: ApiScope, oldId: string) {
  return queryOptions({
    queryKey: spotKeys.legacy(scope, oldId),
    queryFn: ({ signal }) => api.get('/spots/legacy/:oldId', { params: { oldId }, signal }),
    staleTime: Infinity, // an old id never moves
  });
}

export function useLegacySpot(oldId: string | undefined) {
  const api = useApi();
  const scope = apiScope(usePageContext());
  const valid = isLegacyId(oldId);
  return useQuery({ ...legacySpotQuery(api, scope, valid ? oldId : ''), enabled: valid });
}
