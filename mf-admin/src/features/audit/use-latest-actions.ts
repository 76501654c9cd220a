// GET /api/admin/audit, first page only: the platform's newest actions of moderators and administrators.
import { useQuery } from '@tanstack/react-query';
import { useApi, usePageContext } from '@moveable/shared';
import { adminKeys } from '../common/admin-keys.ts';

export const LATEST_ACTIONS = 10;

export function useLatestActions() {
  const api = useApi();
  const context = usePageContext();
  return useQuery({
    queryKey: adminKeys.latestActions(context, LATEST_ACTIONS),
    queryFn: ({ signal }) => api.get('/admin/audit', { query: { limit: LATEST_ACTIONS }, signal }),
    select: (page) => page.items,
  });
}
