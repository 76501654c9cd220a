// GET /api/organisations/{slug}/api-keys: the organisation's keys, never their secrets.
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '@moveable/contract';
import { organisationAdminKeys } from '../organisation-keys.ts';
import { useOrganisationApi } from '../use-organisation-api.ts';

export const apiKeysQueryKey = (platform: Platform, slug: string) => [...organisationAdminKeys.one(platform, slug), 'api-keys'] as const;

export function useApiKeys(platform: Platform, slug: string) {
  const api = useOrganisationApi(platform);
  return useQuery({
    queryKey: apiKeysQueryKey(platform, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/api-keys', { params: { slug }, signal }),
  });
}
