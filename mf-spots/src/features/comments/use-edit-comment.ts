// PATCH /api/comments/:id: the author changes the text (the answer carries editedAt).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { useSpotKeys } from '../common/spot-data/use-spot-keys.ts';
import { patchComment } from './comment-cache.ts';

export function useEditComment(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => api.patch('/comments/:id', { params: { id }, body: { body } }),
    // keep the cached replies: the answer's are the server's, but ours may hold newer ones
    onSuccess: (comment) => patchComment(qc, keys, comment.id, (old) => ({ ...old, ...comment, replies: old.replies })),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.comments, exact: true }),
  });
}
