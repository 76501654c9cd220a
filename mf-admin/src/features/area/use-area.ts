// GET and PUT /api/organisations/{slug}/area, on the organisation's platform (which may not be
// the page's: an administrator edits any platform's organisations).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AreaInput, Platform } from '@moveable/contract';
import { useApi } from '@moveable/shared';
import { areaKeys } from './area-keys.ts';

export function useArea(platform: Platform, slug: string) {
  const api = useApi();
  return useQuery({
    queryKey: areaKeys.area(platform, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/area', { params: { slug }, headers: { 'moveable-platform': platform }, signal }),
  });
}

export function useSaveArea(platform: Platform, slug: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AreaInput) => api.put('/organisations/:slug/area', { params: { slug }, headers: { 'moveable-platform': platform }, body }),
    onSuccess: (area) => queryClient.setQueryData(areaKeys.area(platform, slug), area),
  });
}
