// GET /api/admin/audit?spotId=: one spot's lines (its comments' too), newest first, page by page
// (keyset cursor), so a much-moderated spot opens as fast as a quiet one.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { adminKeys } from '../common/admin-keys.ts';

export const HISTORY_PAGE = 25;

export function useSpotHistory(spotId: number) {
  const api = useApi();
  const context = usePageContext();
  return useInfiniteQuery({
    queryKey: adminKeys.spotHistory(context, spotId),
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/audit', { query: { spotId, limit: HISTORY_PAGE, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
