// DELETE /api/comments/:id: by the author or a moderator; its replies go with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { invalidateSpot } from '../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../common/spot-data/use-spot-keys.ts';
import { patchComment } from './comment-cache.ts';

export function useDeleteComment(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: (id: number) => api.delete('/comments/:id', { params: { id } }),
    onSuccess: (_answer, id) => patchComment(qc, keys, id, () => null),
    // the spot's comment count changed too
    onSettled: () => invalidateSpot(qc, keys, { comments: true }),
  });
}
