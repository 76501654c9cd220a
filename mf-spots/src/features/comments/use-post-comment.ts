// POST /api/spots/:id/comments: a comment, or with parentId a reply to a top-level comment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { invalidateSpot } from '../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../common/spot-data/use-spot-keys.ts';
import { appendComment } from './comment-cache.ts';

export function usePostComment(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: (input: { body: string; parentId?: number }) => api.post('/spots/:id/comments', { params: { id: spotId }, body: input }),
    // in the thread at once (so focus can move to it), then the server's view of it all
    onSuccess: (comment) => appendComment(qc, keys, { ...comment, replies: comment.replies ?? [] }),
    onSettled: () => invalidateSpot(qc, keys, { comments: true }),
  });
}
