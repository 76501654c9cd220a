// GET /api/spots/:id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiScope, useApi, usePageContext, type ApiClient, type ApiScope } from '@moveable/shared';
import { spotKeys } from './spot-keys.ts';

export function spotQuery(api: ApiClient, scope: ApiScope, id: number) {
  return queryOptions({
    queryKey: spotKeys.detail(scope, id),
    queryFn: ({ signal }) => api.get('/spots/:id', { params: { id }, signal }),
  });
}

export function useSpot(id: number | null) {
  const api = useApi();
  const scope = apiScope(usePageContext());
  return useQuery({ ...spotQuery(api, scope, id ?? 0), enabled: id !== null });
}
