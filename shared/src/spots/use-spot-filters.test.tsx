import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createSelectionStorage } from '../rules/index.ts';
import { useSpotFilters } from './use-spot-filters.ts';
import type { FilterStore } from './filter-storage.ts';
import type { SpotFilters } from './filters.ts';

function memoryStore(initial: Record<string, string> = {}, cookie = ''): FilterStore & { map: Map<string, string>; jar: () => string } {
  const map = new Map(Object.entries(initial));
  let jar = cookie;
  return {
    map,
    jar: () => jar,
    selections: createSelectionStorage({
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    }),
    readCookies: () => jar,
    writeCookie: (c) => {
      jar = c.split(';')[0]!;
    },
  };
}

beforeEach(() => history.replaceState(null, '', '/spots'));
afterEach(() => cleanup());

describe('useSpotFilters on our site (URL + stored selections)', () => {
  it('restores the stored selections into a URL without filters, from the first render on', () => {
    const store = memoryStore({ filterType: '"shame"', selectedCategorieIds: '[3,1]' }, 'selectionRegion=7');
    history.replaceState(null, '', '/spots?center=47,8');
    const seen: SpotFilters[] = [];
    const { result } = renderHook(() => {
      const state = useSpotFilters({ mode: 'url', store });
      seen.push(state.filters);
      return state;
    });
    const expected = { regionId: 7, famed: false, categoryIds: [1, 3] };
    expect(seen[0]).toEqual(expected); // no request for unfiltered spots first
    expect(result.current.filters).toEqual(expected);
    expect(location.search).toBe('?center=47%2C8&regionId=7&famed=false&categoryIds=1%2C3');
  });

  it('leaves a URL that names filters alone (a shared link wins over storage)', () => {
    const store = memoryStore({ filterType: '"shame"' });
    history.replaceState(null, '', '/spots?famed=true');
    const { result } = renderHook(() => useSpotFilters({ mode: 'url', store }));
    expect(result.current.filters).toEqual({ famed: true, categoryIds: [] });
    expect(location.search).toBe('?famed=true');
  });

  it('writes every change to the URL (replacing, not pushing) and to storage', () => {
    const store = memoryStore();
    const { result } = renderHook(() => useSpotFilters({ mode: 'url', store }));
    const length = history.length;
    act(() => result.current.setFilters({ famed: true, regionId: 4, categoryIds: [2], sort: 'votes' }));
    expect(location.search).toBe('?regionId=4&famed=true&categoryIds=2&sort=votes');
    expect(history.length).toBe(length);
    expect(result.current.filters).toEqual({ famed: true, regionId: 4, categoryIds: [2], sort: 'votes' });
    expect(store.map.get('filterType')).toBe('"fame"');
    expect(store.map.get('selectedCategorieIds')).toBe('[2]');
    expect(store.jar()).toBe('selectionRegion=4');

    act(() => result.current.resetFilters());
    expect(location.search).toBe('');
    expect(store.map.get('filterType')).toBe('"all"');
    expect(store.jar()).toBe('selectionRegion=0');
  });

  it('does not restore again after the visitor cleared the filters', () => {
    const store = memoryStore({ filterType: '"fame"' });
    const { result, rerender } = renderHook(() => useSpotFilters({ mode: 'url', store }));
    expect(location.search).toBe('?famed=true');
    act(() => result.current.resetFilters());
    rerender();
    expect(location.search).toBe('');
    expect(result.current.filters).toEqual({ categoryIds: [] });
  });
});

describe('useSpotFilters in an embed (component state only)', () => {
  it('starts from the initial filters and never touches URL or storage', () => {
    const store = memoryStore({ filterType: '"shame"' });
    history.replaceState(null, '', '/partner-page?famed=false');
    const { result } = renderHook(() => useSpotFilters({ mode: 'local', store, initial: { famed: true } }));
    expect(result.current.filters).toEqual({ famed: true, categoryIds: [] });
    act(() => result.current.setFilters({ famed: true, fixed: true, categoryIds: [] }));
    expect(result.current.filters).toEqual({ famed: true, fixed: true, categoryIds: [] });
    act(() => result.current.resetFilters());
    expect(result.current.filters).toEqual({ famed: true, categoryIds: [] });
    expect(location.search).toBe('?famed=false');
    expect(store.map.get('filterType')).toBe('"shame"');
  });
});
