// Filters as React state. On our site they live in the URL (shareable, the map and the list read
// the same parameters) and in the visitor's stored selections. Inside an embed on a partner's
// page the URL and the storage are the partner's, so the filters stay in component state there.
// Filters are made canonical where they come in (the URL, storage, an embed's initial filters);
// setFilters takes canonical filters (the filter bar's setters make them) and writes them as
// they are.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEmbedded } from '../runtime/context-hooks.tsx';
import { setSearchParams, useLocation } from '../runtime/router.ts';
import { emptySpotFilters, filtersToSearchParams, normalizeFilters, parseFilters, type SpotFilters } from './filters.ts';
import { browserFilterStore, readStoredFilters, restoredSearchParams, storeFilters, type FilterStore } from './filter-storage.ts';

export interface SpotFilterState {
  filters: SpotFilters;
  setFilters: (next: SpotFilters) => void;
  resetFilters: () => void;
}

export interface UseSpotFiltersOptions {
  /** 'url' on our site, 'local' in embeds (the default follows useEmbedded()). */
  mode?: 'url' | 'local';
  /** Starting filters in local mode (an embed's attributes). */
  initial?: Partial<SpotFilters>;
  /** Where selections are stored (tests pass their own). */
  store?: FilterStore;
}

export function useSpotFilters({ mode, initial, store }: UseSpotFiltersOptions = {}): SpotFilterState {
  const embedded = useEmbedded();
  const inUrl = (mode ?? (embedded ? 'local' : 'url')) === 'url';
  const url = useLocation();
  const storeRef = useRef(store);
  storeRef.current = store;

  // Read once, on opening: later changes come from the visitor, not from storage.
  const [restore] = useState(() => {
    if (!inUrl) return null;
    const params = restoredSearchParams(url.searchParams, readStoredFilters(store ?? browserFilterStore()));
    return params && { params, filters: parseFilters(params) };
  });
  const restoring = useRef(restore !== null);
  useLayoutEffect(() => {
    if (!restoring.current || !restore) return;
    restoring.current = false;
    setSearchParams(filtersToSearchParams(restore.filters, new URLSearchParams(location.search)), { replace: true });
  }, [restore]);

  const initialFilters = useMemo(() => normalizeFilters(initial ?? {}), [initial]);
  const [local, setLocal] = useState<SpotFilters>(initialFilters);
  const fromUrl = useMemo(() => parseFilters(url.searchParams), [url.search]);
  // Until the layout effect has written the restored selections into the URL, answer with them,
  // so the first request already asks for what the visitor will see.
  const filters = !inUrl ? local : restoring.current && restore ? restore.filters : fromUrl;

  const setFilters = useCallback(
    (next: SpotFilters) => {
      if (!inUrl) {
        setLocal(next);
        return;
      }
      setSearchParams(filtersToSearchParams(next, new URLSearchParams(location.search)), { replace: true });
      storeFilters(next, storeRef.current ?? browserFilterStore());
    },
    [inUrl],
  );
  const resetFilters = useCallback(() => setFilters(inUrl ? emptySpotFilters() : initialFilters), [setFilters, inUrl, initialFilters]);

  return { filters, setFilters, resetFilters };
}
