// GET /api/organisations/{slug}/answer-templates: the texts the organisation keeps for its
// members' answers, every language at once (a few dozen at most). Only asked for by someone who
// may answer as the organisation; no templates is an empty list, never an error on the page.
import { useQuery } from '@tanstack/react-query';
import { apiScope, useApi, usePageContext } from '@moveable/shared';
import { spotKeys } from '../../common/spot-data/spot-keys.ts';

export function useAnswerTemplates(organisation: string | undefined) {
  const api = useApi();
  const scope = apiScope(usePageContext());
  return useQuery({
    queryKey: spotKeys.answerTemplates(scope, organisation ?? ''),
    queryFn: ({ signal }) => api.get('/organisations/:slug/answer-templates', { params: { slug: organisation! }, signal }),
    enabled: Boolean(organisation),
    staleTime: 5 * 60_000,
  });
}
