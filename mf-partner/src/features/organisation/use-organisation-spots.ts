// GET /api/spots?organisation=: the current spots in the organisation's area, newest first, page
// by page along the API's cursor (the page shows the first few and "show more").
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { organisationKeys } from '../common/organisation-keys.ts';

export const SPOTS_PAGE = 6;

export function useOrganisationSpots(slug: string) {
  const api = useApi();
  const context = usePageContext();
  return useInfiniteQuery({
    queryKey: organisationKeys.spots(context, slug),
    queryFn: ({ pageParam, signal }) =>
      api.get('/spots', { query: { organisation: slug, limit: SPOTS_PAGE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
