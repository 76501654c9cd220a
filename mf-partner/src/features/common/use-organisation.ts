// GET /api/organisations/{slug}: one organisation of the platform, its name and description in the
// page's language where it has them.
import { useQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { organisationKeys } from './organisation-keys.ts';

export function useOrganisation(slug: string) {
  const api = useApi();
  const context = usePageContext();
  return useQuery({
    queryKey: organisationKeys.detail(context, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug', { params: { slug }, signal }),
  });
}
