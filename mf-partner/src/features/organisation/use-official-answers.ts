// GET /api/organisations/{slug}/official-answers: the answers it gave, newest first, page by page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { organisationKeys } from '../common/organisation-keys.ts';

export const ANSWERS_PAGE = 5;

export function useOfficialAnswers(slug: string) {
  const api = useApi();
  const context = usePageContext();
  return useInfiniteQuery({
    queryKey: organisationKeys.answers(context, slug),
    queryFn: ({ pageParam, signal }) =>
      api.get('/organisations/:slug/official-answers', {
        params: { slug },
        query: { limit: ANSWERS_PAGE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
