// POST /api/spots/:id/votes: once per person, never on a fixed spot. Optimistic: the count and
// the "voted" state change at once and go back if the server says no.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApi } from '@moveable/shared';
import { invalidateSpot, patchSpot, patchViewer, restore, snapshot } from '../../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function useVote(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: () => api.post('/spots/:id/votes', { params: { id: spotId } }),
    onMutate: async () => {
      const before = await snapshot(qc, keys);
      patchSpot(qc, keys, (spot) => ({ ...spot, votes: spot.votes + 1 }));
      patchViewer(qc, keys, (viewer) => ({ ...viewer, voted: true }));
      return before;
    },
    onError: (error, _vars, before) => {
      restore(qc, keys, before);
      // The server knows better: a vote from another tab still counts as voted.
      if (error instanceof ApiError && error.code === 'already_voted') patchViewer(qc, keys, (viewer) => ({ ...viewer, voted: true }));
    },
    onSuccess: ({ votes }) => patchSpot(qc, keys, (spot) => ({ ...spot, votes })),
    onSettled: () => invalidateSpot(qc, keys),
  });
}
