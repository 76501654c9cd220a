// The stored selections of spec §3 and the filter model, both ways. A list or map opened without
// filter parameters shows what the visitor chose last time; every change they make is stored.
import { createSelectionStorage, preferenceCookie, readPreferences, type SelectionStorage, type StoredSelections } from '../rules/index.ts';
import { filtersToSearchParams, hasFilterParams, isDefaultFilters, normalizeFilters, type SpotFilters } from './filters.ts';

type FilterSelectionKey =
  'filterType' | 'filterFixed' | 'filterOfficialAnswer' | 'filterArchived' | 'selectedCategorieIds' | 'filterMinDate' | 'filterMaxDate';
export type FilterSelections = Pick<StoredSelections, FilterSelectionKey>;

/** Stored selections and the selectionRegion cookie (0 = the whole country) → canonical filters. */
export function selectionsToFilters(selections: FilterSelections, regionId = 0): SpotFilters {
  return normalizeFilters({
    regionId,
    famed: selections.filterType === 'all' ? undefined : selections.filterType === 'fame',
    fixed: selections.filterFixed ?? undefined,
    officialAnswer: selections.filterOfficialAnswer ?? undefined,
    archived: selections.filterArchived,
    categoryIds: selections.selectedCategorieIds,
    begin: selections.filterMinDate ?? undefined,
    end: selections.filterMaxDate ?? undefined,
  });
}

export function filtersToSelections(f: SpotFilters): FilterSelections {
  return {
    filterType: f.famed === undefined ? 'all' : f.famed ? 'fame' : 'shame',
    filterFixed: f.fixed ?? null,
    filterOfficialAnswer: f.officialAnswer ?? null,
    filterArchived: f.archived ?? false,
    selectedCategorieIds: f.categoryIds,
    filterMinDate: f.begin ?? null,
    filterMaxDate: f.end ?? null,
  };
}

export interface FilterStore {
  selections: SelectionStorage;
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
}

function browserLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage; // access itself throws in sandboxed frames
  } catch {
    return null;
  }
}

/** The visitor's own browser storage and cookies (only on our site: never in an embed). */
export function browserFilterStore(): FilterStore {
  return {
    selections: createSelectionStorage(browserLocalStorage()),
    readCookies: () => (typeof document === 'undefined' ? '' : document.cookie),
    writeCookie: (cookie) => {
      if (typeof document !== 'undefined') document.cookie = cookie;
    },
  };
}

export function readStoredFilters(store: FilterStore = browserFilterStore()): SpotFilters {
  return selectionsToFilters(store.selections.readAll(), readPreferences(store.readCookies()).selectionRegion);
}

export function storeFilters(filters: SpotFilters, store: FilterStore = browserFilterStore()): void {
  const selections = filtersToSelections(filters);
  for (const key of Object.keys(selections) as FilterSelectionKey[]) store.selections.set(key, selections[key] as never);
  const regionId = filters.regionId ?? 0;
  if (readPreferences(store.readCookies()).selectionRegion !== regionId) store.writeCookie(preferenceCookie('selectionRegion', regionId));
}

/**
 * The query string a list or map should show on opening: the stored selections when the URL has
 * no filter parameters and something was stored, else null (leave the URL alone).
 */
export function restoredSearchParams(current: URLSearchParams, stored: SpotFilters): URLSearchParams | null {
  if (isDefaultFilters(stored) || hasFilterParams(current)) return null;
  return filtersToSearchParams(stored, current);
}
