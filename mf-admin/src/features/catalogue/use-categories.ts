// GET /api/admin/categories and its writes: add, change, reorder. Each write refreshes the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput, CategoryPatch } from '@moveable/contract';
import { useApi } from '@moveable/shared';
import { catalogueKeys } from './catalogue-keys.ts';

export function useCategories() {
  const api = useApi();
  return useQuery({ queryKey: catalogueKeys.categories(), queryFn: ({ signal }) => api.get('/admin/categories', { signal }) });
}

export function useCategoryWrites() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() });
  return {
    create: useMutation({ mutationFn: (body: CategoryInput) => api.post('/admin/categories', { body }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: number; patch: CategoryPatch }) => api.patch('/admin/categories/:id', { params: { id }, body: patch }),
      onSuccess: refresh,
    }),
    reorder: useMutation({ mutationFn: (ids: number[]) => api.put('/admin/categories/order', { body: { ids } }), onSettled: refresh }),
  };
}
