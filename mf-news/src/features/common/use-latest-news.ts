// GET /api/news, first page only: the newest published articles of the platform in the country
// (of one organisation when given), for the home's latest news and <moveable-news>.
import { useQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { newsKeys } from './news-keys.ts';

export function useLatestNews({ organisation, limit }: { organisation?: string; limit: number }) {
  const api = useApi();
  const context = usePageContext();
  return useQuery({
    queryKey: newsKeys.latest(context, organisation, limit),
    queryFn: ({ signal }) => api.get('/news', { query: { ...(organisation ? { organisation } : {}), limit }, signal }),
    select: (page) => page.items,
  });
}
