// GET /api/admin/regions of the page's platform and its writes: add (with an outline), change,
// replace the outline. Each write refreshes the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegionInput, RegionPatch, RegionShapesInput } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';
import { catalogueKeys } from './catalogue-keys.ts';

export function useAdminRegions() {
  const api = useApi();
  const { platform } = usePageContext();
  return useQuery({ queryKey: catalogueKeys.regions(platform), queryFn: ({ signal }) => api.get('/admin/regions', { signal }) });
}

export function useRegionWrites() {
  const api = useApi();
  const { platform } = usePageContext();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogueKeys.regions(platform) });
  return {
    create: useMutation({ mutationFn: (body: RegionInput) => api.post('/admin/regions', { body }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: number; patch: RegionPatch }) => api.patch('/admin/regions/:id', { params: { id }, body: patch }),
      onSuccess: refresh,
    }),
    replaceShapes: useMutation({
      mutationFn: ({ id, geometry }: { id: number; geometry: RegionShapesInput['geometry'] }) =>
        api.put('/admin/regions/:id/shapes', { params: { id }, body: { geometry } }),
      onSuccess: refresh,
    }),
  };
}
