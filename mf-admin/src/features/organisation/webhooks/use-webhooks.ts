// The organisation's webhooks and one webhook's delivery log (GET …/webhooks, …/deliveries),
// through the organisation page's API client (webhooks-section.tsx says why it is passed in).
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '@moveable/contract';
import type { ApiClient } from '@moveable/shared';

export const webhookKeys = {
  all: (platform: Platform, slug: string) => ['admin-organisation', platform, slug, 'webhooks'] as const,
  deliveries: (platform: Platform, slug: string, id: number) => [...webhookKeys.all(platform, slug), id, 'deliveries'] as const,
};

export function useWebhooks(api: ApiClient, platform: Platform, slug: string) {
  return useQuery({
    queryKey: webhookKeys.all(platform, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/webhooks', { params: { slug }, signal }),
  });
}

export function useDeliveries(api: ApiClient, platform: Platform, slug: string, id: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(platform, slug, id),
    queryFn: ({ signal }) => api.get('/organisations/:slug/webhooks/:id/deliveries', { params: { slug, id }, signal }),
  });
}
