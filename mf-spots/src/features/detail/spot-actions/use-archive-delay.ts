// POST /api/spots/:id/archive-delay: the author keeps a spot with a temporary category 30 days longer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { invalidateSpot, patchSpot } from '../../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function useArchiveDelay(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: () => api.post('/spots/:id/archive-delay', { params: { id: spotId } }),
    onSuccess: ({ archiveAt }) => patchSpot(qc, keys, (spot) => ({ ...spot, archiveAt })),
    onSettled: () => invalidateSpot(qc, keys),
  });
}
