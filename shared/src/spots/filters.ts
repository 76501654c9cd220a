// The ONE spot filter model. The list, the map and the embeds read it from the URL, turn it into
// a query key and an API query with these functions, so `?famed=false` means the same thing
// everywhere (shared/README.md, "The famed filter's journey").
import { DEFAULT_SPOT_SORT, MAX_CATEGORY_FILTERS, SPOT_FILTER_PARAMS, SPOT_SORTS, type SpotFilterParam, type SpotSort } from '@moveable/contract';
import { isIsoDate } from '../rules/index.ts';
import type { LatLng } from './types.ts';

// The sorts, the parameter names and the category limit are the API's (the contract's).
export { DEFAULT_SPOT_SORT, MAX_CATEGORY_FILTERS, SPOT_FILTER_PARAMS, SPOT_SORTS, type SpotFilterParam, type SpotSort };

export interface SpotFilters {
  /** A region of the country; absent = the whole country (selectionRegion 0). */
  regionId?: number;
  /** true = fame, false = shame, absent = both. */
  famed?: boolean;
  fixed?: boolean;
  officialAnswer?: boolean;
  /** true = only archived spots; absent/false = only current ones (archived are hidden by default). */
  archived?: boolean;
  categoryIds: number[];
  /** 'YYYY-MM-DD', inclusive. */
  begin?: string;
  end?: string;
  /** Absent = 'date' (newest first). */
  sort?: SpotSort;
}

export const EMPTY_SPOT_FILTERS: Readonly<SpotFilters> = Object.freeze({ categoryIds: [] as number[] });

export function emptySpotFilters(): SpotFilters {
  return { categoryIds: [] };
}

function parseBoolean(raw: string | null): boolean | undefined {
  const value = raw?.trim().toLowerCase();
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

// Digits only: Number() would also take '1e3', '0x10', ' 12 ' and '' as ids.
function parseId(raw: string | null | undefined): number | undefined {
  const value = raw?.trim();
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

function parseSort(raw: string | null): SpotSort | undefined {
  return (SPOT_SORTS as readonly string[]).includes(raw ?? '') ? (raw as SpotSort) : undefined;
}

// The canonical form, defined here once: defaults left out (archived false, sort date, region 0),
// category ids sorted, unique and capped, dates valid and in order. Equal selections give
// deep-equal objects (one cache entry, one URL). normalizeFilters applies it to values that come
// in (URL, stored selections, element attributes); the typed setters below keep a canonical value
// canonical, so the writers further down take SpotFilters as they are and never normalise again.

const SCALAR_FILTERS = ['regionId', 'famed', 'fixed', 'officialAnswer', 'archived', 'sort'] as const;
type ScalarFilter = (typeof SCALAR_FILTERS)[number];
type Canonical<K extends keyof SpotFilters> = (value: SpotFilters[K] | undefined) => SpotFilters[K] | undefined;

const flag = (value: boolean | undefined) => (typeof value === 'boolean' ? value : undefined);

const CANONICAL: { [K in ScalarFilter]: Canonical<K> } = {
  regionId: (id) => (id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined),
  famed: flag,
  fixed: flag,
  officialAnswer: flag,
  archived: (archived) => (archived === true ? true : undefined),
  sort: (sort) => (sort && sort !== DEFAULT_SPOT_SORT && (SPOT_SORTS as readonly string[]).includes(sort) ? sort : undefined),
};

/** Sorted, unique, positive ids: one spelling per selection, so one cache entry per selection. */
function canonicalIds(ids: Iterable<number>): number[] {
  return [...new Set([...ids].filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b).slice(0, MAX_CATEGORY_FILTERS);
}

/** Valid dates only; a reversed range is a slip of the hand, not a wish for nothing: read it the right way round. */
function canonicalPeriod(begin: string | undefined, end: string | undefined): Pick<SpotFilters, 'begin' | 'end'> {
  let from = isIsoDate(begin) ? begin : undefined;
  let to = isIsoDate(end) ? end : undefined;
  if (from && to && from > to) [from, to] = [to, from];
  return { ...(from ? { begin: from } : {}), ...(to ? { end: to } : {}) };
}

/** Filters as they come in (the URL, stored selections, an element's attributes) → canonical form. */
export function normalizeFilters(filters: Partial<SpotFilters>): SpotFilters {
  const out: SpotFilters = { categoryIds: canonicalIds(filters.categoryIds ?? []), ...canonicalPeriod(filters.begin, filters.end) };
  return SCALAR_FILTERS.reduce((next, key) => withFilter(next, key, filters[key]), out);
}

/** One filter set to a value (undefined = not filtered), the others left as they are. */
export function withFilter<K extends ScalarFilter>(filters: SpotFilters, key: K, value: SpotFilters[K] | undefined): SpotFilters {
  const next = { ...filters };
  const canonical = (CANONICAL[key] as Canonical<K>)(value);
  if (canonical === undefined) delete next[key];
  else next[key] = canonical;
  return next;
}

/** A category added to or taken out of the selection. */
export function withCategory(filters: SpotFilters, categoryId: number, selected: boolean): SpotFilters {
  const ids = selected ? [...filters.categoryIds, categoryId] : filters.categoryIds.filter((id) => id !== categoryId);
  return { ...filters, categoryIds: canonicalIds(ids) };
}

/** The first or last day of the period set ('' or an invalid date: open on that side). */
export function withDate(filters: SpotFilters, key: 'begin' | 'end', day: string | undefined): SpotFilters {
  const { begin: _begin, end: _end, ...rest } = filters;
  const period = { begin: filters.begin, end: filters.end, [key]: day };
  return { ...rest, ...canonicalPeriod(period.begin, period.end) };
}

/** Query string → filters, in canonical form. Tolerant: a value that makes no sense is dropped, never thrown. */
export function parseFilters(params: URLSearchParams): SpotFilters {
  const categoryIds = params
    .getAll('categoryIds')
    .flatMap((value) => value.split(','))
    .map(parseId)
    .filter((id): id is number => id !== undefined);
  return normalizeFilters({
    regionId: parseId(params.get('regionId')),
    famed: parseBoolean(params.get('famed')),
    fixed: parseBoolean(params.get('fixed')),
    officialAnswer: parseBoolean(params.get('officialAnswer')),
    archived: parseBoolean(params.get('archived')),
    categoryIds,
    begin: params.get('begin')?.trim(),
    end: params.get('end')?.trim(),
    sort: parseSort(params.get('sort')),
  });
}

/** Canonical filters as query parameters (canonical order, defaults already left out), as strings. */
function filterEntries(f: SpotFilters): [SpotFilterParam, string][] {
  const values: Record<SpotFilterParam, string | undefined> = {
    regionId: f.regionId?.toString(),
    famed: f.famed?.toString(),
    fixed: f.fixed?.toString(),
    officialAnswer: f.officialAnswer?.toString(),
    archived: f.archived ? 'true' : undefined,
    categoryIds: f.categoryIds.length ? f.categoryIds.join(',') : undefined,
    begin: f.begin,
    end: f.end,
    sort: f.sort,
  };
  return SPOT_FILTER_PARAMS.flatMap((key) => (values[key] === undefined ? [] : [[key, values[key]] as [SpotFilterParam, string]]));
}

/**
 * Filters → query string parameters. Parameters of others in `base` (the map's center and zoom)
 * are kept in their place; the filter parameters follow in canonical order.
 */
export function filtersToSearchParams(filters: SpotFilters, base?: URLSearchParams | string): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of SPOT_FILTER_PARAMS) params.delete(key);
  for (const [key, value] of filterEntries(filters)) params.set(key, value);
  return params;
}

/** Does the query string say anything about filters? (If not, the stored selections apply.) */
export function hasFilterParams(params: URLSearchParams): boolean {
  return SPOT_FILTER_PARAMS.some((key) => params.has(key));
}

export function isDefaultFilters(filters: SpotFilters): boolean {
  return filterEntries(filters).length === 0;
}

export type SpotApiQuery = Partial<Record<SpotFilterParam | 'near', string | number | boolean>>;

/**
 * Filters → the query of GET /api/spots. Sorting by distance needs a position: without `near`
 * the list falls back to the default order instead of asking for an error.
 */
export function filtersToApiQuery(f: SpotFilters, { near }: { near?: LatLng | null } = {}): SpotApiQuery {
  const query: SpotApiQuery = {};
  if (f.regionId !== undefined) query.regionId = f.regionId;
  if (f.famed !== undefined) query.famed = f.famed;
  if (f.fixed !== undefined) query.fixed = f.fixed;
  if (f.officialAnswer !== undefined) query.officialAnswer = f.officialAnswer;
  if (f.archived) query.archived = true;
  if (f.categoryIds.length) query.categoryIds = f.categoryIds.join(',');
  if (f.begin) query.begin = f.begin;
  if (f.end) query.end = f.end;
  if (f.sort === 'distance') {
    if (near) {
      query.sort = 'distance';
      query.near = `${near.lat},${near.lng}`;
    }
  } else if (f.sort) query.sort = f.sort;
  return query;
}

/** How many filters differ from the defaults (sort is an order, not a filter). */
export function activeFilterCount(filters: SpotFilters): number {
  return filterEntries(filters).filter(([key]) => key !== 'sort').length;
}
