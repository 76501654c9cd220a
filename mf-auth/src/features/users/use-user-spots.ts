// GET /api/users/{nameOrOldId}/spots: the spots the public profile counts, newest first, 24 and
// then 12 more per "show more" as the spot lists page (domain notes), following the API's cursor.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { authKeys } from '../common/auth-keys.ts';

export const FIRST_PAGE_SIZE = 24;
export const NEXT_PAGE_SIZE = 12;

export function useUserSpots(nameOrOldId: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: authKeys.userSpots(nameOrOldId),
    queryFn: ({ pageParam, signal }) =>
      api.get('/users/:nameOrOldId/spots', {
        params: { nameOrOldId },
        query: { limit: pageParam ? NEXT_PAGE_SIZE : FIRST_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
