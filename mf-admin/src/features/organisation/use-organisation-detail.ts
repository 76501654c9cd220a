// GET /api/organisations/{slug} on the route's platform: the profile as stored (own name, names
// and descriptions per language) and as a reader sees it in the page's language.
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '@moveable/contract';
import { usePageContext } from '@moveable/shared';
import { organisationAdminKeys } from './organisation-keys.ts';
import { useOrganisationApi } from './use-organisation-api.ts';

export function useOrganisationDetail(platform: Platform, slug: string) {
  const api = useOrganisationApi(platform);
  const { locale } = usePageContext();
  return useQuery({
    queryKey: organisationAdminKeys.detail(platform, slug, locale),
    queryFn: ({ signal }) => api.get('/organisations/:slug', { params: { slug }, signal }),
  });
}
