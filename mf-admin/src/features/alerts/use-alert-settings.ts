// The signed-in member's alerts for one organisation (GET and PUT /organisations/:slug/alerts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertChoice } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';

const alertKey = (platform: string, slug: string) => ['organisation-alerts', platform, slug] as const;

export function useAlertSetting(slug: string) {
  const api = useApi();
  const { platform } = usePageContext();
  return useQuery({
    queryKey: alertKey(platform, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/alerts', { params: { slug }, signal }),
  });
}

export function useSaveAlertSetting(slug: string) {
  const api = useApi();
  const { platform } = usePageContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alerts: AlertChoice) => api.put('/organisations/:slug/alerts', { params: { slug }, body: { alerts } }),
    onSuccess: (answer) => queryClient.setQueryData(alertKey(platform, slug), answer),
  });
}
