// GET /api/news: the platform's published news for the page's country, newest first, page by
// page along the API's cursor (keyset paging, as the spot list).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { newsKeys, type NewsFilter } from '../common/news-keys.ts';

export const NEWS_PAGE_SIZE = 12;

export function useNewsList(filter: NewsFilter) {
  const api = useApi();
  const { locale } = usePageContext();
  return useInfiniteQuery({
    queryKey: newsKeys.list(filter, locale),
    queryFn: ({ pageParam, signal }) => api.get('/news', { query: { ...filter, limit: NEWS_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
