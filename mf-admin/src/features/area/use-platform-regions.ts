// GET /api/regions of the organisation's platform in its country: what its area is chosen from.
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '@moveable/contract';
import { useApi } from '@moveable/shared';
import { areaKeys } from './area-keys.ts';

export function usePlatformRegions(platform: Platform, country: string) {
  const api = useApi();
  return useQuery({
    queryKey: areaKeys.regions(platform, country),
    queryFn: ({ signal }) => api.get('/regions', { headers: { 'moveable-platform': platform, 'moveable-countrycode': country }, signal }),
    staleTime: 5 * 60_000,
  });
}
