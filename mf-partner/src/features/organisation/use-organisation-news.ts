// GET /api/news?organisation=: its newest published articles (the page shows a section only when
// there are any).
import { useQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { organisationKeys } from '../common/organisation-keys.ts';

export const NEWS_SHOWN = 3;

export function useOrganisationNews(slug: string) {
  const api = useApi();
  const context = usePageContext();
  return useQuery({
    queryKey: organisationKeys.news(context, slug),
    queryFn: ({ signal }) => api.get('/news', { query: { organisation: slug, limit: NEWS_SHOWN }, signal }),
  });
}
