// DELETE /api/spots/:id (soft). Afterwards the spot is gone from every cached list; its own
// answers are dropped rather than refetched (they would be 404s).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function useDeleteSpot(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: () => api.delete('/spots/:id', { params: { id: spotId } }),
    onSuccess: async () => {
      for (const key of [keys.detail, keys.viewer, keys.comments]) qc.removeQueries({ queryKey: key, exact: true });
      await Promise.all([qc.invalidateQueries({ queryKey: keys.lists }), qc.invalidateQueries({ queryKey: keys.highlights })]);
    },
  });
}
