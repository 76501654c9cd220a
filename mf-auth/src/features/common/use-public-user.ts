// GET /api/users/{nameOrOldId}: the public face of a person (no e-mail, no settings).
import { useQuery } from '@tanstack/react-query';
import { useApi, type PublicUser } from '@moveable/shared';
import { authKeys } from './auth-keys.ts';

export function usePublicUser(nameOrOldId: string) {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.publicUser(nameOrOldId),
    queryFn: ({ signal }) => api.get<{ data: PublicUser }>(`/users/${encodeURIComponent(nameOrOldId)}`, undefined, signal),
    select: (answer) => answer.data,
  });
}
