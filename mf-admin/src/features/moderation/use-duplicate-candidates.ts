// Spots near a reported spot that it may repeat (GET /spots/:id for its position, then
// GET /spots/nearby, api/README.md "GeoJSON and duplicate candidates"), without the spot itself.
import { useQuery } from '@tanstack/react-query';
import { MAX_NEARBY_RADIUS } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';
import { moderationKeys } from './moderation-keys.ts';

export function useDuplicateCandidates(spotId: number) {
  const api = useApi();
  const { platform } = usePageContext();
  return useQuery({
    queryKey: moderationKeys.candidates(platform, spotId),
    queryFn: async ({ signal }) => {
      const spot = await api.get('/spots/:id', { params: { id: spotId }, signal });
      const { lat, lng } = spot.location;
      const near = await api.get('/spots/nearby', { query: { lat, lng, radius: MAX_NEARBY_RADIUS, limit: 10 }, signal });
      return near.items.filter((s) => s.id !== spotId);
    },
  });
}
