// What the configurator offers to choose from, for the page's platform and country: the
// organisations (GET /api/organisations, the first page of the largest size: a platform has
// dozens, not hundreds), the regions and the categories (the shared reference lists).
import { useQuery } from '@tanstack/react-query';
import { MAX_ORGANISATION_PAGE } from '@moveable/contract';
import { useApi, useCategories, usePageContext, useRegions } from '@moveable/shared';
import { organisationKeys } from '../common/organisation-keys.ts';

function useOrganisations() {
  const api = useApi();
  const context = usePageContext();
  return useQuery({
    queryKey: [...organisationKeys.directory(context, 'all'), 'configurator'],
    queryFn: ({ signal }) => api.get('/organisations', { query: { limit: MAX_ORGANISATION_PAGE }, signal }).then((page) => page.items),
  });
}

export function useConfiguratorLists() {
  const organisations = useOrganisations();
  const regions = useRegions();
  const categories = useCategories();
  const all = [organisations, regions, categories];
  return {
    organisations: organisations.data ?? [],
    regions: regions.data ?? [],
    categories: categories.data ?? [],
    isPending: all.some((query) => query.isPending),
    error: all.find((query) => query.error)?.error ?? null,
    refetch: () => all.forEach((query) => void query.refetch()),
  };
}
