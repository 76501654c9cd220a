// /spots and /entries: the filter bar (filters in the URL and the stored selections) and the
// results below it.
import { useId } from 'react';
import { FilterBar, useSpotFilters } from '@moveable/shared';
import { SpotResults } from '../common/spot-list/spot-results.tsx';
import { useDocumentTitle } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function SpotListPage() {
  const { t } = useSpotsTranslation();
  const { filters, setFilters, resetFilters } = useSpotFilters();
  const resultsId = useId();
  useDocumentTitle(t('list.title'));
  return (
    <div className="mv-spots mv-spot-list-page">
      <h1 className="mv-page-title">{t('list.title')}</h1>
      <FilterBar filters={filters} onChange={setFilters} onReset={resetFilters} />
      <section aria-labelledby={resultsId}>
        <h2 id={resultsId} className="ms-visually-hidden">
          {t('list.results')}
        </h2>
        <SpotResults filters={filters} onResetFilters={resetFilters} labelledBy={resultsId} />
      </section>
    </div>
  );
}
