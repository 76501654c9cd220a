// GET /api/spots/:id/comments: top-level comments oldest first, one level of replies.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { useSpotKeys } from '../common/spot-data/use-spot-keys.ts';

export function useComments(spotId: number) {
  const api = useApi();
  const keys = useSpotKeys(spotId);
  return useQuery({
    queryKey: keys.comments,
    queryFn: ({ signal }) => api.get('/spots/:id/comments', { params: { id: spotId }, signal }),
  });
}
