// The ONE spot filter model. The list, the map and the embeds read it from the URL, turn it into
// a query key and an API query with these functions, so `?famed=false` means the same thing
// everywhere (notes/architecture.md, "one parameter's journey").
import { isIsoDate } from '../rules/index.ts';
import type { LatLng } from './types.ts';

export const SPOT_SORTS = ['date', 'votes', 'comments', 'distance'] as const;
export type SpotSort = (typeof SPOT_SORTS)[number];
export const DEFAULT_SPOT_SORT: SpotSort = 'date';

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

/** URL and API parameter names, in the canonical order they are written in. */
export const SPOT_FILTER_PARAMS = ['regionId', 'famed', 'fixed', 'officialAnswer', 'archived', 'categoryIds', 'begin', 'end', 'sort'] as const;
export type SpotFilterParam = (typeof SPOT_FILTER_PARAMS)[number];

/** More would only come from a hand-made URL; the API would refuse such a long list anyway. */
export const MAX_CATEGORY_FILTERS = 50;

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

/** Sorted, unique, positive ids: one spelling per selection, so one cache entry per selection. */
function canonicalIds(ids: Iterable<number>): number[] {
  return [...new Set([...ids].filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b).slice(0, MAX_CATEGORY_FILTERS);
}

/**
 * Filters in canonical form: defaults left out (archived false, sort date, region 0), ids
 * sorted, dates valid and in order. Equal selections give deep-equal objects.
 */
export function normalizeFilters(filters: Partial<SpotFilters>): SpotFilters {
  const out: SpotFilters = { categoryIds: canonicalIds(filters.categoryIds ?? []) };
  if (filters.regionId !== undefined && Number.isSafeInteger(filters.regionId) && filters.regionId > 0) out.regionId = filters.regionId;
  if (typeof filters.famed === 'boolean') out.famed = filters.famed;
  if (typeof filters.fixed === 'boolean') out.fixed = filters.fixed;
  if (typeof filters.officialAnswer === 'boolean') out.officialAnswer = filters.officialAnswer;
  if (filters.archived === true) out.archived = true;
  let begin = isIsoDate(filters.begin) ? filters.begin : undefined;
  let end = isIsoDate(filters.end) ? filters.end : undefined;
  // A reversed range is a slip of the hand, not a wish for nothing: read it the right way round.
  if (begin && end && begin > end) [begin, end] = [end, begin];
  if (begin) out.begin = begin;
  if (end) out.end = end;
  if (filters.sort && filters.sort !== DEFAULT_SPOT_SORT && (SPOT_SORTS as readonly string[]).includes(filters.sort)) out.sort = filters.sort;
  return out;
}

/** Query string → filters. Tolerant: a value that makes no sense is dropped, never thrown. */
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

/** Filters as query parameters (canonical order, defaults left out), as strings. */
function filterEntries(filters: Partial<SpotFilters>): [SpotFilterParam, string][] {
  const f = normalizeFilters(filters);
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
export function filtersToSearchParams(filters: Partial<SpotFilters>, base?: URLSearchParams | string): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of SPOT_FILTER_PARAMS) params.delete(key);
  for (const [key, value] of filterEntries(filters)) params.set(key, value);
  return params;
}

/** Does the query string say anything about filters? (If not, the stored selections apply.) */
export function hasFilterParams(params: URLSearchParams): boolean {
  return SPOT_FILTER_PARAMS.some((key) => params.has(key));
}

export function isDefaultFilters(filters: Partial<SpotFilters>): boolean {
  return filterEntries(filters).length === 0;
}

export type SpotApiQuery = Partial<Record<SpotFilterParam | 'near', string | number | boolean>>;

/**
 * Filters → the query of GET /api/spots. Sorting by distance needs a position: without `near`
 * the list falls back to the default order instead of asking for an error.
 */
export function filtersToApiQuery(filters: Partial<SpotFilters>, { near }: { near?: LatLng | null } = {}): SpotApiQuery {
  const f = normalizeFilters(filters);
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
export function activeFilterCount(filters: Partial<SpotFilters>): number {
  return filterEntries(filters).filter(([key]) => key !== 'sort').length;
}
