// POST /api/comments/:id/votes: once per person, top-level comments only. Optimistic.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApi } from '@moveable/shared';
import { patchViewer } from '../common/spot-data/spot-cache.ts';
import type { SpotViewer } from '../common/spot-data/spot-write-types.ts';
import { useSpotKeys } from '../common/spot-data/use-spot-keys.ts';
import { patchComment } from './comment-cache.ts';
import type { CommentList } from '@moveable/contract';

const withId = (ids: number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);

export function useVoteComment(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  const markVoted = (id: number) => patchViewer(qc, keys, (viewer) => ({ ...viewer, votedCommentIds: withId(viewer.votedCommentIds, id) }));
  return useMutation({
    mutationFn: (id: number) => api.post('/comments/:id/votes', { params: { id } }),
    onMutate: async (id) => {
      await Promise.all([qc.cancelQueries({ queryKey: keys.comments, exact: true }), qc.cancelQueries({ queryKey: keys.viewer, exact: true })]);
      const before = { comments: qc.getQueryData<CommentList>(keys.comments), viewer: qc.getQueryData<SpotViewer>(keys.viewer) };
      patchComment(qc, keys, id, (c) => ({ ...c, votes: c.votes + 1 }));
      markVoted(id);
      return before;
    },
    onError: (error, id, before) => {
      if (before) {
        qc.setQueryData(keys.comments, before.comments);
        qc.setQueryData(keys.viewer, before.viewer);
      }
      if (error instanceof ApiError && error.code === 'already_voted') markVoted(id);
    },
    onSuccess: ({ votes }, id) => patchComment(qc, keys, id, (c) => ({ ...c, votes })),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: keys.comments, exact: true }), qc.invalidateQueries({ queryKey: keys.viewer, exact: true })]),
  });
}
