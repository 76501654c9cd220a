// GET /api/organisations/{slug}/answer-templates: every language's templates at once (a few dozen
// at most), so switching the language shown asks nothing.
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '@moveable/contract';
import { organisationAdminKeys } from './organisation-keys.ts';
import { useOrganisationApi } from './use-organisation-api.ts';

export function useAnswerTemplates(platform: Platform, slug: string) {
  const api = useOrganisationApi(platform);
  return useQuery({
    queryKey: organisationAdminKeys.templates(platform, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/answer-templates', { params: { slug }, signal }),
  });
}
