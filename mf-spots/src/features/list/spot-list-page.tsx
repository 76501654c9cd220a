// /spots and /entries: results first. A short heading, the filter bar (filters in the URL and the
// stored selections) with the count of results, and the results right below it.
import { useId } from 'react';
import { useHeadTexts, useSpotFilters } from '@moveable/shared';
import { FilterBar } from '@moveable/shared/filter-bar';
import { SpotResults } from '../common/spot-list/spot-results.tsx';
import { useSpots } from '../common/spot-list/use-spots.ts';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function SpotListPage() {
  const { t } = useSpotsTranslation();
  // The page's title (the shell sets it by route; the server renders it) is its heading too.
  const { pages } = useHeadTexts();
  const { filters, setFilters, resetFilters } = useSpotFilters();
  // The same query as the results below (one request): the bar says how many are shown and whether more match.
  const spots = useSpots(filters);
  const shown = spots.data?.pages.reduce((sum, page) => sum + page.items.length, 0);
  const resultsId = useId();
  return (
    <div className="mv-spots mv-spot-list-page">
      <h1 className="mv-page-title">{pages.spots}</h1>
      <FilterBar
        filters={filters}
        onChange={setFilters}
        onReset={resetFilters}
        results={shown === undefined ? null : { count: shown, more: spots.hasNextPage }}
      />
      <section aria-labelledby={resultsId}>
        <h2 id={resultsId} className="ms-visually-hidden">
          {t('list.results')}
        </h2>
        <SpotResults filters={filters} onResetFilters={resetFilters} labelledBy={resultsId} />
      </section>
    </div>
  );
}
