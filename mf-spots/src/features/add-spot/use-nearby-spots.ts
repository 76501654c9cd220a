// GET /api/spots/nearby: spots of the same polarity within about 50 m, which a new spot may repeat.
import { useQuery } from '@tanstack/react-query';
import { apiScope, useApi, usePageContext, type LatLng } from '@moveable/shared';
import { addSpotKeys } from './add-spot-keys.ts';

// The API takes at most 15 decimals and no exponent; 6 are about 10 cm.
const decimal = (n: number) => n.toFixed(6);

export function useNearbySpots(location: LatLng | null, famed: boolean | null) {
  const api = useApi();
  const scope = apiScope(usePageContext());
  const lat = location ? decimal(location.lat) : '';
  const lng = location ? decimal(location.lng) : '';
  return useQuery({
    queryKey: addSpotKeys.nearby(scope, lat, lng, famed ?? false),
    queryFn: ({ signal }) => api.get('/spots/nearby', { query: { lat, lng, famed: famed ?? undefined }, signal }).then((r) => r.items),
    enabled: location !== null && famed !== null,
  });
}
