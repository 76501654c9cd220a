// POST /api/spots/:id/official-answers: an organisation's member answers with a status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { invalidateSpot } from '../../common/spot-data/spot-cache.ts';
import type { OfficialAnswerStatus } from '../../common/spot-data/spot-write-types.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export interface OfficialAnswerInput {
  organisationId: number;
  status: OfficialAnswerStatus;
  text: string;
  plannedFor?: string;
}

export function useOfficialAnswer(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  return useMutation({
    mutationFn: (input: OfficialAnswerInput) => api.post('/spots/:id/official-answers', { params: { id: spotId }, body: input }),
    onSuccess: (spot) => qc.setQueryData(keys.detail, spot),
    onSettled: () => invalidateSpot(qc, keys),
  });
}
