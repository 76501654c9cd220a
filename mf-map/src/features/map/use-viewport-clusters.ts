// What the visible area holds: clusters and single spots from GET /api/map/clusters, one request
// per settled viewport (debounced moveend). The server counts on a grid that follows the zoom, so
// the answer is small however many spots lie in view, and nothing is left out: a cluster stands
// for every spot it counts. The previous answer stays on screen while the next loads, so markers
// don't flash on every pan.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiScope, filtersToApiQuery, useApi, usePageContext, type SpotFilters } from '@moveable/shared';
import { bboxParam, type Bbox } from './bbox.ts';
import { mapKeys } from './map-keys.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Long enough to skip the moveends of a fling, short enough to feel immediate. */
export const VIEWPORT_DEBOUNCE_MS = 300;

/** The box to load (rounded to the zoom's grid by bboxOf) and the zoom it is seen at. */
export interface Viewport {
  bbox: Bbox;
  zoom: number;
}

const sameViewport = (a: Viewport | null, b: Viewport | null) =>
  a === b || (!!a && !!b && a.zoom === b.zoom && a.bbox.every((v, i) => v === b.bbox[i]));

/** The filters as query parameters of the cluster endpoint (an order means nothing there). */
function clusterQuery(filters: SpotFilters) {
  const { sort: _sort, near: _near, ...query } = filtersToApiQuery(filters);
  return query;
}

/** `organisation`: only the spots in its area (a <moveable-map organisation="…">; the page has none). */
export function useViewportClusters(viewport: Viewport | null, filters: SpotFilters, organisation?: string) {
  const api = useApi();
  const scope = apiScope(usePageContext());
  const debounced = useDebouncedValue(viewport, VIEWPORT_DEBOUNCE_MS, sameViewport);
  // The first viewport loads at once; only later moves wait for the map to settle.
  const settled = debounced ?? viewport;
  const query = useQuery({
    queryKey: mapKeys.viewport(scope, settled?.bbox ?? [0, 0, 0, 0], settled?.zoom ?? 0, filters, organisation ?? null),
    queryFn: ({ signal }) =>
      api.get('/map/clusters', { query: { ...clusterQuery(filters), organisation, bbox: bboxParam(settled!.bbox), zoom: settled!.zoom }, signal }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  return {
    items: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    hasData: query.data !== undefined,
    /** The answer on screen belongs to an earlier viewport (the next one is loading). */
    isPlaceholderData: query.isPlaceholderData,
    isLoading: query.isPending && settled !== null,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
