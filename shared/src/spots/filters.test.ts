import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersToApiQuery,
  filtersToSearchParams,
  hasFilterParams,
  isDefaultFilters,
  MAX_CATEGORY_FILTERS,
  normalizeFilters,
  parseFilters,
  withCategory,
  withDate,
  withFilter,
  type SpotFilters,
} from './filters.ts';

const parse = (query: string) => parseFilters(new URLSearchParams(query));
const none: SpotFilters = { categoryIds: [] };

describe('parseFilters', () => {
  it.each<[string, SpotFilters]>([
    ['', none],
    ['famed=true', { famed: true, categoryIds: [] }],
    ['famed=false', { famed: false, categoryIds: [] }],
    ['famed=FALSE', { famed: false, categoryIds: [] }],
    ['fixed=true&officialAnswer=false', { fixed: true, officialAnswer: false, categoryIds: [] }],
    ['archived=true', { archived: true, categoryIds: [] }],
    ['archived=false', none],
    ['regionId=12', { regionId: 12, categoryIds: [] }],
    ['regionId=0', none],
    ['categoryIds=3,1,2', { categoryIds: [1, 2, 3] }],
    ['categoryIds=2&categoryIds=1', { categoryIds: [1, 2] }],
    ['categoryIds=2,2,2', { categoryIds: [2] }],
    ['begin=2024-01-01&end=2024-06-30', { begin: '2024-01-01', end: '2024-06-30', categoryIds: [] }],
    ['sort=votes', { sort: 'votes', categoryIds: [] }],
    ['sort=distance', { sort: 'distance', categoryIds: [] }],
    ['sort=date', none],
    ['center=47.3,8.5&zoom=12', none],
  ])('%s', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });
});

describe('parseFilters drops what makes no sense', () => {
  it.each<[string, string, SpotFilters]>([
    ['a non-boolean', 'famed=maybe&fixed=1&officialAnswer=yes', none],
    ['markup', 'famed=<script>alert(1)</script>&sort=<img onerror=x>', none],
    ['a negative region', 'regionId=-5', none],
    ['an exponent', 'regionId=1e3', none],
    ['hex', 'regionId=0x10', none],
    ['a fraction', 'regionId=1.5', none],
    ['a huge number', 'regionId=99999999999999999999', none],
    ['SQL', "regionId=1;DROP TABLE spots&categoryIds=1' OR '1'='1", none],
    ['bad list members', 'categoryIds=1,,a,-2,3.5,0,4', { categoryIds: [1, 4] }],
    ['an impossible date', 'begin=2024-02-30&end=2024-13-01', none],
    ['a date with time', 'begin=2024-01-01T00:00:00Z', none],
    ['a short date', 'begin=2024-1-1', none],
    ['an unknown sort', 'sort=random', none],
    ['a prototype key', 'sort=__proto__&regionId=constructor', none],
    ['a reversed range (swapped, not emptied)', 'begin=2024-06-30&end=2024-01-01', { begin: '2024-01-01', end: '2024-06-30', categoryIds: [] }],
  ])('%s: %s', (_, query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('caps a hand-made category list', () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1).join(',');
    expect(parse(`categoryIds=${ids}`).categoryIds).toHaveLength(MAX_CATEGORY_FILTERS);
  });

  it('takes the first of repeated single values', () => {
    expect(parse('famed=true&famed=false').famed).toBe(true);
  });
});

describe('filtersToSearchParams', () => {
  it.each<[Partial<SpotFilters>, string]>([
    [none, ''],
    [{ famed: false }, 'famed=false'],
    [{ archived: false, sort: 'date', regionId: 0 }, ''],
    [
      {
        sort: 'votes',
        end: '2024-06-30',
        begin: '2024-01-01',
        categoryIds: [5, 2],
        archived: true,
        officialAnswer: true,
        fixed: false,
        famed: true,
        regionId: 3,
      },
      'regionId=3&famed=true&fixed=false&officialAnswer=true&archived=true&categoryIds=2%2C5&begin=2024-01-01&end=2024-06-30&sort=votes',
    ],
  ])('%o → %s', (filters, query) => {
    expect(filtersToSearchParams(normalizeFilters(filters)).toString()).toBe(query);
  });

  it('keeps the parameters of others and replaces old filters', () => {
    const base = new URLSearchParams('center=47.3,8.5&famed=true&zoom=12&categoryIds=9');
    expect(filtersToSearchParams({ famed: false, categoryIds: [] }, base).toString()).toBe('center=47.3%2C8.5&zoom=12&famed=false');
    expect(base.get('famed')).toBe('true'); // the base is not changed
  });

  it.each<[string]>([
    ['famed=false'],
    ['regionId=3&famed=true&fixed=false&officialAnswer=true&archived=true&categoryIds=2%2C5&begin=2024-01-01&end=2024-06-30&sort=votes'],
    ['categoryIds=1'],
    ['sort=distance'],
  ])('canonical %s survives a round trip', (query) => {
    expect(filtersToSearchParams(parse(query)).toString()).toBe(query);
  });

  it.each<[string, string]>([
    ['categoryIds=3,1', 'categoryIds=1%2C3'],
    ['sort=date&archived=false&regionId=0', ''],
    ['fixed=TRUE&famed=x', 'fixed=true'],
    ['end=2024-01-01&begin=2024-02-01', 'begin=2024-01-01&end=2024-02-01'],
  ])('%s is written canonically as %s', (query, canonical) => {
    expect(filtersToSearchParams(parse(query)).toString()).toBe(canonical);
  });
});

describe('filtersToApiQuery', () => {
  it.each<[Partial<SpotFilters>, Record<string, unknown>]>([
    [none, {}],
    [{ famed: false }, { famed: false }],
    [{ archived: false }, {}],
    [{ archived: true }, { archived: true }],
    [{ categoryIds: [4, 1] }, { categoryIds: '1,4' }],
    [
      { regionId: 7, begin: '2024-01-01', end: '2024-01-31' },
      { regionId: 7, begin: '2024-01-01', end: '2024-01-31' },
    ],
    [{ sort: 'comments' }, { sort: 'comments' }],
    [{ sort: 'date' }, {}],
    // Distance without a known position would only earn a 400: keep the default order.
    [{ sort: 'distance' }, {}],
  ])('%o → %o', (filters, query) => {
    expect(filtersToApiQuery(normalizeFilters(filters))).toEqual(query);
  });

  it('sorts by distance from a known position', () => {
    expect(filtersToApiQuery({ sort: 'distance', categoryIds: [] }, { near: { lat: 47.37, lng: 8.54 } })).toEqual({
      sort: 'distance',
      near: '47.37,8.54',
    });
  });
});

describe('helpers', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['center=1,2&zoom=3', false],
    ['famed=true', true],
    ['sort=votes', true],
    ['archived=false', true],
  ])('hasFilterParams(%s) = %s', (query, expected) => {
    expect(hasFilterParams(new URLSearchParams(query))).toBe(expected);
  });

  it('isDefaultFilters and activeFilterCount ignore defaults; sort is not a filter', () => {
    expect(isDefaultFilters(normalizeFilters({ archived: false, sort: 'date', categoryIds: [] }))).toBe(true);
    expect(isDefaultFilters({ sort: 'votes', categoryIds: [] })).toBe(false);
    expect(activeFilterCount({ sort: 'votes', famed: true, categoryIds: [1, 2] })).toBe(2);
  });

  it('normalizeFilters gives equal objects for equal selections (one cache entry)', () => {
    expect(normalizeFilters({ categoryIds: [2, 1, 2], archived: false, sort: 'date' })).toEqual(normalizeFilters({ categoryIds: [1, 2] }));
  });
});

describe('typed setters: a change of the filter bar stays canonical, with nothing to normalise later', () => {
  const start: SpotFilters = { famed: true, categoryIds: [3], begin: '2024-01-01' };
  it.each<[string, SpotFilters, Partial<SpotFilters>, SpotFilters]>([
    ['shame only', withFilter(start, 'famed', false), { famed: false }, { famed: false, categoryIds: [3], begin: '2024-01-01' }],
    ['both polarities', withFilter(start, 'famed', undefined), { famed: undefined }, { categoryIds: [3], begin: '2024-01-01' }],
    ['the whole country', withFilter({ ...start, regionId: 4 }, 'regionId', 0), { regionId: 0 }, start],
    ['newest first', withFilter({ ...start, sort: 'votes' }, 'sort', 'date'), { sort: 'date' }, start],
    ['archived off', withFilter({ ...start, archived: true }, 'archived', false), { archived: false }, start],
    ['archived on', withFilter(start, 'archived', true), { archived: true }, { ...start, archived: true }],
    ['a category added', withCategory(start, 1, true), { categoryIds: [3, 1] }, { ...start, categoryIds: [1, 3] }],
    ['a category added twice', withCategory(start, 3, true), { categoryIds: [3, 3] }, start],
    ['a category taken out', withCategory(start, 3, false), { categoryIds: [] }, { famed: true, categoryIds: [], begin: '2024-01-01' }],
    ['an end before the begin', withDate(start, 'end', '2023-06-30'), { end: '2023-06-30' }, { ...start, begin: '2023-06-30', end: '2024-01-01' }],
    ['an emptied begin', withDate(start, 'begin', ''), { begin: '' }, { famed: true, categoryIds: [3] }],
    ['an impossible date', withDate(start, 'end', '2024-02-30'), { end: '2024-02-30' }, start],
  ])('%s', (_, changed, patch, expected) => {
    expect(changed).toEqual(expected);
    // the one canonical form: the same as normalising the changed selection as a whole
    expect(changed).toEqual(normalizeFilters({ ...start, ...patch, categoryIds: patch.categoryIds ?? start.categoryIds }));
  });

  it('leaves the filters it was given alone', () => {
    const before = structuredClone(start);
    withFilter(start, 'famed', false);
    withCategory(start, 1, true);
    withDate(start, 'begin', '');
    expect(start).toEqual(before);
  });
});
