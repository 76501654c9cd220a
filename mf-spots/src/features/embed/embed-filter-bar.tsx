// The filter bar of an embed with the count of its results: it asks the results' own query (the
// same key, so one request), and only once the embed shows results at all.
import type { SpotFilters } from '@moveable/shared';
import { FilterBar, type FilterBarProps } from '@moveable/shared/filter-bar';
import { useSpots } from '../common/spot-list/use-spots.ts';
import type { SpotListScope } from '../common/spot-data/spot-keys.ts';

export interface EmbedFilterBarProps extends Omit<FilterBarProps, 'results'> {
  filters: SpotFilters;
  extra: SpotListScope;
}

export function EmbedFilterBar({ extra, ...props }: EmbedFilterBarProps) {
  const spots = useSpots(props.filters, extra);
  const shown = spots.data?.pages.reduce((sum, page) => sum + page.items.length, 0);
  return <FilterBar {...props} results={shown === undefined ? null : { count: shown, more: spots.hasNextPage }} />;
}
