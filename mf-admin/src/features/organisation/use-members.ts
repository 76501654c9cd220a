// GET /api/organisations/{slug}/members and /invitations: who belongs to the organisation and who
// is invited (its administrators and the platform's).
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '@moveable/contract';
import { organisationAdminKeys } from './organisation-keys.ts';
import { useOrganisationApi } from './use-organisation-api.ts';

export function useMembers(platform: Platform, slug: string) {
  const api = useOrganisationApi(platform);
  return useQuery({
    queryKey: organisationAdminKeys.members(platform, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/members', { params: { slug }, signal }),
  });
}

export function useInvitations(platform: Platform, slug: string) {
  const api = useOrganisationApi(platform);
  return useQuery({
    queryKey: organisationAdminKeys.invitations(platform, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/invitations', { params: { slug }, signal }),
  });
}
