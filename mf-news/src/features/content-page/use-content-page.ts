// GET /api/content/{page}?lang=: a content page of the request's platform, in the language asked
// for or the best the page has (the answer's `locale` says which).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import type { ContentPageName, Locale } from '@moveable/contract';
import { contentPageKeys } from './content-page-keys.ts';

export function useContentPage(page: ContentPageName, lang: Locale) {
  const api = useApi();
  return useQuery({
    queryKey: contentPageKeys.page(page, lang),
    queryFn: ({ signal }) => api.get('/content/:page', { params: { page }, query: { lang }, signal }),
  });
}
