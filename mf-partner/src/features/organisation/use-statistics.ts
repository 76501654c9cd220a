// GET /api/organisations/{slug}/statistics: its area's figures (a job counts them every few minutes).
import { useQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { organisationKeys } from '../common/organisation-keys.ts';

export function useStatistics(slug: string) {
  const api = useApi();
  const context = usePageContext();
  return useQuery({
    queryKey: organisationKeys.statistics(context, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/statistics', { params: { slug }, signal }),
  });
}
