// POST /api/spots/:id/reports: tell the moderators about a spot (once per person).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApi } from '@moveable/shared';
import { patchViewer } from '../../common/spot-data/spot-cache.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function useReportSpot(spotId: number) {
  const api = useApi();
  const qc = useQueryClient();
  const keys = useSpotKeys(spotId);
  const reported = () => patchViewer(qc, keys, (viewer) => ({ ...viewer, reportedSpot: true }));
  return useMutation({
    mutationFn: (reason: string) => api.post('/spots/:id/reports', { params: { id: spotId }, body: { reason } }),
    onSuccess: reported,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'already_reported') reported();
    },
  });
}
