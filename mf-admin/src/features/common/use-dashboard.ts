// GET /api/admin/dashboard: the platform's counts per day (the dashboard and <moveable-admin-figures>).
import { useQuery } from '@tanstack/react-query';
import { usePageContext } from '@moveable/shared';
import { adminKeys } from './admin-keys.ts';
import { useStaffApi } from './use-staff-api.ts';

export function useDashboard(country: string, days: number) {
  const api = useStaffApi();
  const context = usePageContext();
  return useQuery({
    queryKey: adminKeys.dashboard(context, country, days),
    queryFn: ({ signal }) => api.get('/admin/dashboard', { query: { country, days }, signal }),
  });
}
