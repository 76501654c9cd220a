import { describe, expect, it } from 'vitest';
import { createSelectionStorage, DEFAULT_SELECTIONS } from '../rules/index.ts';
import {
  filtersToSelections,
  readStoredFilters,
  restoredSearchParams,
  selectionsToFilters,
  storeFilters,
  type FilterSelections,
  type FilterStore,
} from './filter-storage.ts';
import type { SpotFilters } from './filters.ts';

function memoryStore(cookie = ''): FilterStore & { map: Map<string, string>; cookies: string[] } {
  const map = new Map<string, string>();
  const cookies: string[] = [];
  let jar = cookie;
  return {
    map,
    cookies,
    selections: createSelectionStorage({
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    }),
    readCookies: () => jar,
    writeCookie: (c) => {
      cookies.push(c);
      jar = c.split(';')[0]!;
    },
  };
}

describe('stored selections ↔ filters', () => {
  it.each<[Partial<FilterSelections>, number, SpotFilters]>([
    [{}, 0, { categoryIds: [] }],
    [{ filterType: 'fame' }, 0, { famed: true, categoryIds: [] }],
    [
      { filterType: 'shame', filterFixed: true, filterOfficialAnswer: false },
      0,
      { famed: false, fixed: true, officialAnswer: false, categoryIds: [] },
    ],
    [{ filterArchived: true, selectedCategorieIds: [3, 1] }, 8, { regionId: 8, archived: true, categoryIds: [1, 3] }],
    [{ filterMinDate: '2024-01-01', filterMaxDate: '2024-02-01' }, 0, { begin: '2024-01-01', end: '2024-02-01', categoryIds: [] }],
  ])('%o in region %s', (selections, regionId, filters) => {
    const all = { ...DEFAULT_SELECTIONS, ...selections };
    expect(selectionsToFilters(all, regionId)).toEqual(filters);
    const { regionId: _region, ...rest } = filters;
    expect(selectionsToFilters(filtersToSelections(rest), 0)).toEqual(rest);
  });
});

describe('storage', () => {
  it('writes every change and reads it back, region in the selectionRegion cookie', () => {
    const store = memoryStore();
    storeFilters({ famed: false, regionId: 4, categoryIds: [2], sort: 'votes' }, store);
    expect(store.map.get('filterType')).toBe('"shame"');
    expect(store.cookies[0]).toMatch(/^selectionRegion=4; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    // sort is a view, not a stored selection (§3 lists none)
    expect(readStoredFilters(store)).toEqual({ famed: false, regionId: 4, categoryIds: [2] });
  });

  it('leaves the cookie alone when the region did not change', () => {
    const store = memoryStore('selectionRegion=4');
    storeFilters({ regionId: 4, categoryIds: [] }, store);
    expect(store.cookies).toEqual([]);
  });

  it('reads corrupt storage and cookies as defaults', () => {
    const store = memoryStore('selectionRegion=abc');
    store.map.set('filterType', '{not json');
    store.map.set('selectedCategorieIds', '[-1,"x"]');
    expect(readStoredFilters(store)).toEqual({ categoryIds: [] });
  });
});

describe('restoredSearchParams', () => {
  const stored: SpotFilters = { famed: true, categoryIds: [1] };
  it.each<[string, SpotFilters, string | null]>([
    ['', stored, 'famed=true&categoryIds=1'],
    ['center=47,8&zoom=9', stored, 'center=47%2C8&zoom=9&famed=true&categoryIds=1'],
    ['famed=false', stored, null],
    ['sort=votes', stored, null],
    ['', { categoryIds: [] }, null],
  ])('%s with %o → %s', (query, saved, expected) => {
    expect(restoredSearchParams(new URLSearchParams(query), saved)?.toString() ?? null).toBe(expected);
  });
});
