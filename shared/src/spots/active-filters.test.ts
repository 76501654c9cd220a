import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { activeFilters, formatFilterDay } from './active-filters.ts';
import type { Category } from './types.ts';

// Keys and options as text, so the test sees what the bar would ask i18next for.
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction<'filters'>;
const categories: Category[] = [
  { id: 3, slug: 'snow', label: 'Schnee', labels: { de: 'Schnee', fr: 'Neige', it: 'Neve', en: 'Snow' }, temporary: true, icon: null },
];

describe('activeFilters', () => {
  it('lists every filter that is on but the type (the bar shows it as chips), each with the filters without it', () => {
    const filters = {
      famed: false,
      fixed: false,
      officialAnswer: true,
      regionId: 8,
      categoryIds: [3, 9],
      begin: '2024-01-01',
      end: '2024-02-01',
      archived: true,
    };
    const chips = activeFilters(filters, { t, locale: 'fr', categories, regions: [] });
    expect(chips.map((c) => [c.key, c.label])).toEqual([
      ['fixed', 'fixed.no'],
      ['officialAnswer', 'officialAnswer.yes'],
      ['region', 'active.region {"id":8}'],
      ['category-3', 'Neige'],
      ['category-9', 'active.category {"id":9}'],
      ['begin', `active.begin {"date":"${formatFilterDay('2024-01-01', 'fr')}"}`],
      ['end', `active.end {"date":"${formatFilterDay('2024-02-01', 'fr')}"}`],
      ['archived', 'active.archived'],
    ]);
    const { fixed: _fixed, ...withoutFixed } = filters;
    expect(chips[0]!.without).toEqual(withoutFixed);
    expect(chips[3]!.without.categoryIds).toEqual([9]);
    expect(chips[5]!.without).not.toHaveProperty('begin');
    expect(chips[5]!.without.end).toBe('2024-02-01');
    expect(chips[7]!.without).not.toHaveProperty('archived');
  });

  it('has a chip for the order only where the bar offers it and it is not the default', () => {
    const filters = { categoryIds: [], sort: 'votes' as const };
    expect(activeFilters(filters, { t, locale: 'de', sort: 'votes' }).map((c) => c.label)).toEqual(['active.sort {"sort":"sort.votes"}']);
    expect(activeFilters(filters, { t, locale: 'de' })).toEqual([]);
    expect(activeFilters({ categoryIds: [] }, { t, locale: 'de', sort: 'date' })).toEqual([]);
  });

  it('writes days in the page language, whatever the time zone', () => {
    expect(formatFilterDay('2024-03-01', 'de')).toBe('01.03.2024');
    expect(formatFilterDay('2024-03-01', 'en')).toBe('Mar 1, 2024');
  });
});
