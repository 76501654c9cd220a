// POST /api/spots/:id/fixed: a responsible organisation's member (or a moderator) marks it fixed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { invalidateSpot } from '../../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function useMarkFixed(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: () => api.post('/spots/:id/fixed', { params: { id: spotId } }),
    onSuccess: (spot) => qc.setQueryData(keys.detail, spot),
    onSettled: () => invalidateSpot(qc, keys),
  });
}
