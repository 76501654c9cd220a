// The API client of staff reads. Inside an element the shared useApi() is anonymous on purpose (our
// session cookie does not travel to a partner's page), but <moveable-admin-figures> shows only
// what staff may read: where the page knows our session (a page on our origin, such as an intranet
// page served by us) it sends the session's token; elsewhere the gate in front asks to sign in.
import { useMemo } from 'react';
import { apiClientFor, useApi, useEmbedded, usePageContext, type ApiClient } from '@moveable/shared';

export function useStaffApi(): ApiClient {
  const page = useApi();
  const embedded = useEmbedded();
  const ctx = usePageContext();
  const signed = useMemo(() => apiClientFor(() => ctx), [ctx]);
  return embedded ? signed : page;
}
