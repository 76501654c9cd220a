// The partner map's two requests, side by side: the platform's organisations in the country
// (GET /organisations, every page: a map shows them all) and their areas (GET
// /organisations/areas, one answer with every outline, revalidated by its ETag).
import { useQuery } from '@tanstack/react-query';
import { MAX_ORGANISATION_PAGE, type OrganisationSummary } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';
import { organisationKeys } from '../common/organisation-keys.ts';

/** A runaway cursor must not loop for ever: 50 pages of 100 are more organisations than a country has. */
const MAX_PAGES = 50;

export function usePartnerMap() {
  const api = useApi();
  const { platform, country, locale } = usePageContext();
  const organisations = useQuery({
    queryKey: [...organisationKeys.all, 'map', platform, country, locale] as const,
    queryFn: async ({ signal }) => {
      const items: OrganisationSummary[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await api.get('/organisations', { query: { limit: MAX_ORGANISATION_PAGE, cursor }, signal });
        items.push(...answer.items);
        if (!answer.nextCursor) break;
        cursor = answer.nextCursor;
      }
      return items;
    },
  });
  // Names are not in it, so one answer serves every language.
  const areas = useQuery({
    queryKey: [...organisationKeys.all, 'areas', platform, country] as const,
    queryFn: ({ signal }) => api.get('/organisations/areas', { signal }),
  });
  return { organisations, areas };
}
