// GET /api/news/{slug}?lang=: one published article, in the page's language if it has it (the
// answer's `locale` says which language it shows).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import type { Locale } from '@moveable/contract';
import { newsKeys } from '../common/news-keys.ts';

export function useNewsArticle(slug: string, lang: Locale) {
  const api = useApi();
  return useQuery({
    queryKey: newsKeys.article(slug, lang),
    queryFn: ({ signal }) => api.get('/news/:slug', { params: { slug }, query: { lang }, signal }),
  });
}
