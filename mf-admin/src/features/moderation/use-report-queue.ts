// GET /api/admin/reports: the open queue or the history, page by page along the API's offset.
import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_QUEUE_PAGE, type QueueSort } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';
import { moderationKeys } from './moderation-keys.ts';

export function useReportQueue(resolved: boolean, sort: QueueSort) {
  const api = useApi();
  const { platform } = usePageContext();
  return useInfiniteQuery({
    queryKey: moderationKeys.queue(platform, resolved, sort),
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/reports', { query: { resolved: String(resolved), sort, limit: DEFAULT_QUEUE_PAGE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
}
