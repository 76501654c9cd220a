// POST /api/spots/:id/votes casts the person's vote, DELETE takes it back (never on a fixed spot).
// Optimistic: the count and the "voted" state change at once and go back if the server says no.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApi } from '@moveable/shared';
import { invalidateSpot, patchSpot, patchViewer, restore, snapshot } from '../../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

/** true: cast a vote; false: withdraw it. */
export type VoteIntent = boolean;

export function useVote(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  const params = { params: { id: spotId } };
  return useMutation({
    mutationFn: (vote: VoteIntent) => (vote ? api.post('/spots/:id/votes', params) : api.delete('/spots/:id/votes', params)),
    onMutate: async (vote) => {
      const before = await snapshot(qc, keys);
      patchSpot(qc, keys, (spot) => ({ ...spot, votes: Math.max(0, spot.votes + (vote ? 1 : -1)) }));
      patchViewer(qc, keys, (viewer) => ({ ...viewer, voted: vote }));
      return before;
    },
    onError: (error, _vote, before) => {
      restore(qc, keys, before);
      // The server knows better: a vote cast or withdrawn in another tab is what counts.
      if (error instanceof ApiError && error.code === 'already_voted') patchViewer(qc, keys, (viewer) => ({ ...viewer, voted: true }));
      if (error instanceof ApiError && error.code === 'not_voted') patchViewer(qc, keys, (viewer) => ({ ...viewer, voted: false }));
    },
    onSuccess: ({ votes }) => patchSpot(qc, keys, (spot) => ({ ...spot, votes })),
    onSettled: () => invalidateSpot(qc, keys),
  });
}
