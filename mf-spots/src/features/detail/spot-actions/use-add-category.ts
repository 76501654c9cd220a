// POST /api/spots/:id/categories: anyone signed in may add a category (adding one twice is a no-op).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { invalidateSpot } from '../../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function useAddCategory(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: (categoryId: number) => api.post('/spots/:id/categories', { params: { id: spotId }, body: { categoryId } }),
    onSuccess: (spot) => qc.setQueryData(keys.detail, spot),
    onSettled: () => invalidateSpot(qc, keys),
  });
}
