// POST /api/comments/:id/reports: tell the moderators about a comment (once per person).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApi } from '@moveable/shared';
import { patchViewer } from '../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../common/spot-data/use-spot-keys.ts';

export function useReportComment(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  const reported = (id: number) =>
    patchViewer(qc, keys, (viewer) => ({
      ...viewer,
      reportedCommentIds: viewer.reportedCommentIds.includes(id) ? viewer.reportedCommentIds : [...viewer.reportedCommentIds, id],
    }));
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api.post('/comments/:id/reports', { params: { id }, body: { reason } }),
    onSuccess: (_answer, { id }) => reported(id),
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.code === 'already_reported') reported(id);
    },
  });
}
