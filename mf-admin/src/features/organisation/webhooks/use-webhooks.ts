// The organisation's webhooks and one webhook's delivery log (GET …/webhooks, …/deliveries).
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '@moveable/contract';
import { useOrganisationApi } from '../use-organisation-api.ts';

export const webhookKeys = {
  all: (platform: Platform, slug: string) => ['admin-organisation', platform, slug, 'webhooks'] as const,
  deliveries: (platform: Platform, slug: string, id: number) => [...webhookKeys.all(platform, slug), id, 'deliveries'] as const,
};

export function useWebhooks(platform: Platform, slug: string) {
  const api = useOrganisationApi(platform);
  return useQuery({
    queryKey: webhookKeys.all(platform, slug),
    queryFn: ({ signal }) => api.get('/organisations/:slug/webhooks', { params: { slug }, signal }),
  });
}

export function useDeliveries(platform: Platform, slug: string, id: number) {
  const api = useOrganisationApi(platform);
  return useQuery({
    queryKey: webhookKeys.deliveries(platform, slug, id),
    queryFn: ({ signal }) => api.get('/organisations/:slug/webhooks/:id/deliveries', { params: { slug, id }, signal }),
  });
}
