// POST /api/spots and PATCH /api/spots/:id. Both answer the spot: it goes into the detail cache
// (the next page shows it at once) and every list of this scope is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiScope, useApi, usePageContext } from '@moveable/shared';
import { spotKeys } from '../common/spot-data/spot-keys.ts';
import type { SpotInput } from './types.ts';

export type SaveRequest = { kind: 'create'; input: SpotInput } | { kind: 'update'; id: number; input: Partial<SpotInput> };

export function useSaveSpot() {
  const api = useApi();
  const scope = apiScope(usePageContext());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest) =>
      request.kind === 'create'
        ? api.post('/spots', { body: request.input })
        : api.patch('/spots/:id', { params: { id: request.id }, body: request.input }),
    onSuccess: async (spot) => {
      queryClient.setQueryData(spotKeys.detail(scope, spot.id), spot);
      await queryClient.invalidateQueries({ queryKey: spotKeys.lists(scope) });
      await queryClient.invalidateQueries({ queryKey: [...spotKeys.scoped(scope), 'highlight'] });
    },
  });
}
