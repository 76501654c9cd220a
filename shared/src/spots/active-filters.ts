// The filters that are on, as chips that each remove one (the filter bar's "active filters" row).
// The type (fame/shame) is left out: the bar shows it as pressed chips next to this row. Each
// entry carries the filters without it, made by the typed setters, so they stay canonical.
import type { TFunction } from 'i18next';
import {
  DEFAULT_SPOT_SORT,
  categoryLabel,
  withCategory,
  withDate,
  withFilter,
  type Category,
  type Region,
  type SpotFilters,
  type SpotSort,
} from '@moveable/shared';

export interface ActiveFilter {
  /** Stable per filter (and per category), for React keys and focus. */
  key: string;
  label: string;
  /** The filters with this one taken out. */
  without: SpotFilters;
}

export interface ActiveFilterContext {
  t: TFunction<'filters'>;
  locale: string;
  categories?: readonly Category[];
  regions?: readonly Region[];
  /** The order as the bar shows it (none where it offers no sorting): a chip when not the default. */
  sort?: SpotSort;
}

/** A day of the filter (YYYY-MM-DD) in the page language, e.g. "01.03.2024" or "Mar 1, 2024". */
export function formatFilterDay(day: string, locale: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
}

export function activeFilters(filters: SpotFilters, { t, locale, categories, regions, sort }: ActiveFilterContext): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (filters.fixed !== undefined)
    out.push({ key: 'fixed', label: t(filters.fixed ? 'fixed.yes' : 'fixed.no'), without: withFilter(filters, 'fixed', undefined) });
  if (filters.officialAnswer !== undefined)
    out.push({
      key: 'officialAnswer',
      label: t(filters.officialAnswer ? 'officialAnswer.yes' : 'officialAnswer.no'),
      without: withFilter(filters, 'officialAnswer', undefined),
    });
  if (filters.regionId !== undefined) {
    const region = regions?.find((r) => r.id === filters.regionId);
    out.push({
      key: 'region',
      label: region?.name ?? t('active.region', { id: filters.regionId }),
      without: withFilter(filters, 'regionId', undefined),
    });
  }
  for (const id of filters.categoryIds) {
    const category = categories?.find((c) => c.id === id);
    out.push({
      key: `category-${id}`,
      label: category ? categoryLabel(category, locale) : t('active.category', { id }),
      without: withCategory(filters, id, false),
    });
  }
  if (filters.begin)
    out.push({ key: 'begin', label: t('active.begin', { date: formatFilterDay(filters.begin, locale) }), without: withDate(filters, 'begin', '') });
  if (filters.end)
    out.push({ key: 'end', label: t('active.end', { date: formatFilterDay(filters.end, locale) }), without: withDate(filters, 'end', '') });
  if (filters.archived) out.push({ key: 'archived', label: t('active.archived'), without: withFilter(filters, 'archived', undefined) });
  if (sort && sort !== DEFAULT_SPOT_SORT)
    out.push({ key: 'sort', label: t('active.sort', { sort: t(`sort.${sort}`) }), without: withFilter(filters, 'sort', undefined) });
  return out;
}
