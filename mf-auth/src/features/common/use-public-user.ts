// GET /api/users/{nameOrOldId}: the public face of a person (no e-mail, no settings).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';
import { authKeys } from './auth-keys.ts';

export function usePublicUser(nameOrOldId: string) {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.publicUser(nameOrOldId),
    queryFn: ({ signal }) => api.get('/users/:nameOrOldId', { params: { nameOrOldId }, signal }),
    select: (answer) => answer.data,
  });
}
