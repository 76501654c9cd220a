// GET /api/organisations: the partners, towns and sponsors of the platform in the page's country
// (the API's default; every country on a worldwide site), page by page along the API's cursor.
import { useInfiniteQuery } from '@tanstack/react-query';
import { MAX_ORGANISATION_PAGE } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';
import { organisationKeys } from '../common/organisation-keys.ts';

export function useDirectory() {
  const api = useApi();
  const context = usePageContext();
  return useInfiniteQuery({
    queryKey: organisationKeys.directory(context, 'all'),
    queryFn: ({ pageParam, signal }) =>
      api.get('/organisations', { query: { limit: MAX_ORGANISATION_PAGE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
