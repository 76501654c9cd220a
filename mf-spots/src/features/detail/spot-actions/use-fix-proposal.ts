// POST /api/spots/:id/fix-proposals: the third distinct proposal fixes a shame spot.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApi } from '@moveable/shared';
import { invalidateSpot, patchSpot, patchViewer } from '../../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function useFixProposal(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: () => api.post('/spots/:id/fix-proposals', { params: { id: spotId } }),
    onSuccess: (answer) => {
      patchSpot(qc, keys, (spot) => ({ ...spot, ...answer }));
      patchViewer(qc, keys, (viewer) => ({ ...viewer, proposedFix: true }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'already_proposed') patchViewer(qc, keys, (viewer) => ({ ...viewer, proposedFix: true }));
    },
    onSettled: () => invalidateSpot(qc, keys),
  });
}
