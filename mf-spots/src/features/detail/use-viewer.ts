// GET /api/spots/:id/viewer: what the signed-in person has done on the spot and may do there.
// Anonymous visitors never ask; they get ANONYMOUS_VIEWER.
import { useQuery } from '@tanstack/react-query';
import { useApi, useSession } from '@moveable/shared';
import { ANONYMOUS_VIEWER } from '../common/spot-data/spot-write-types.ts';
import { useSpotKeys } from '../common/spot-data/use-spot-keys.ts';

export function useViewer(id: number) {
  const api = useApi();
  const { status } = useSession();
  const keys = useSpotKeys(id);
  const signedIn = status === 'authenticated';
  const query = useQuery({
    queryKey: keys.viewer,
    queryFn: ({ signal }) => api.get('/spots/:id/viewer', { params: { id }, signal }),
    enabled: signedIn,
  });
  return {
    status,
    signedIn,
    viewer: signedIn ? query.data : ANONYMOUS_VIEWER,
    isError: query.isError,
    refetch: query.refetch,
  };
}
