// The API client for one organisation's platform: the route names it (/admin/organization/walkable/…)
// and the API reads the platform from the header, so an admin on a bikeable page can manage a
// walkable organisation.
import { useMemo } from 'react';
import type { Platform } from '@moveable/contract';
import { apiClientFor, usePageContext, type ApiClient } from '@moveable/shared';

export function useOrganisationApi(platform: Platform): ApiClient {
  const context = usePageContext();
  return useMemo(() => apiClientFor(() => ({ ...context, platform })), [context, platform]);
}
