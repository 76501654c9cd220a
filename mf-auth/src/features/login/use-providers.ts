// GET /api/auth/providers: the external sign-in providers configured on the server.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { authKeys } from '../common/auth-keys.ts';

export function useProviders() {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => api.get('/auth/providers', { signal }),
    staleTime: 10 * 60_000,
    select: (answer) => answer.items,
  });
}
