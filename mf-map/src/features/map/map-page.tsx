// The /map route: a full-height map with the shared filter bar over it. Everything a visitor sets lives in the URL:
// the filters (the same parameters as the list, through the shared filter model) and the view
// (?center=lat,lng&zoom=N, replaced on every move so history stays short). Without a deep link
// the map opens where the visitor left it on this country's site, else at the country's centre.
import { useCallback, useState } from 'react';
import { setSearchParams, useLocation, usePageContext, useSpotFilters } from '@moveable/shared';
import { FilterPanel } from './filter-panel.tsx';
import { MapExplorer } from './map-explorer.tsx';
import { initialView, searchWithView, viewFromSearch, type MapView } from './view-state.ts';
import { readStoredView, saveStoredView } from './view-storage.ts';

export function MapPage() {
  const { country } = usePageContext();
  const url = useLocation();
  const { filters, setFilters, resetFilters } = useSpotFilters({ mode: 'url' });
  const [start] = useState(() => initialView({ search: url.search, stored: readStoredView(country), country }));

  // A view arriving through the URL later (back/forward, a link to another place on the map).
  // SpotMap compares it by value, so a new object per render moves nothing.
  const requestedView = viewFromSearch(url.search);

  const onViewChange = useCallback(
    (view: MapView) => {
      // Read the live query string, not the render's: the filter bar may have just written it.
      const next = searchWithView(location.search, view);
      if (next.toString() !== new URLSearchParams(location.search).toString()) setSearchParams(next, { replace: true });
      saveStoredView(view, country);
    },
    [country],
  );

  return (
    <div className="mv-map mv-map--page">
      <MapExplorer initialView={start} requestedView={requestedView} filters={filters} onViewChange={onViewChange}>
        {(total) => <FilterPanel filters={filters} onChange={setFilters} onReset={resetFilters} total={total} />}
      </MapExplorer>
    </div>
  );
}
