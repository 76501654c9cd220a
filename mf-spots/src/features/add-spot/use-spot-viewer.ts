// GET /api/spots/:id/viewer: what the signed-in person may do with the spot (here: edit). Same
// key as the detail page's, so either page's answer serves the other.
import { useQuery } from '@tanstack/react-query';
import { apiScope, useApi, usePageContext, useSession } from '@moveable/shared';
import { spotKeys } from '../common/spot-data/spot-keys.ts';

export function useSpotViewer(id: number | null) {
  const api = useApi();
  const scope = apiScope(usePageContext());
  const { status, user } = useSession();
  return useQuery({
    queryKey: spotKeys.viewer(scope, id ?? 0, user?.id ?? 0),
    queryFn: ({ signal }) => api.get('/spots/:id/viewer', { params: { id: id ?? 0 }, signal }),
    enabled: id !== null && status === 'authenticated',
  });
}
