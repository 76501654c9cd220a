// Every filter as a real form control in a labelled group: the body of the filter bar's sheet.
// Each change goes through a typed setter of filters.ts, so onChange receives canonical filters.
import type { ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import {
  categoryLabel,
  withCategory,
  withDate,
  withFilter,
  type SpotFilters,
  type SpotSort,
  type useCategories,
  type useRegions,
} from '@moveable/shared';

export interface FilterFieldsProps {
  /** Prefix of the controls' ids (the bar's useId). */
  id: string;
  t: TFunction<'filters'>;
  locale: string;
  filters: SpotFilters;
  onChange: (next: SpotFilters) => void;
  categories: ReturnType<typeof useCategories>;
  regions: ReturnType<typeof useRegions>;
  showRegion: boolean;
  /** The orders to offer (none: no sort control) and the one shown. */
  sorts: readonly SpotSort[];
  shownSort: SpotSort;
}

type TriState = 'all' | 'true' | 'false';
const toTri = (value: boolean | undefined): TriState => (value === undefined ? 'all' : value ? 'true' : 'false');
const fromTri = (value: string): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined);

export function FilterFields({ id, t, locale, filters, onChange, categories, regions, showRegion, sorts, shownSort }: FilterFieldsProps) {
  const type = filters.famed === undefined ? 'all' : filters.famed ? 'fame' : 'shame';
  const onType = (e: ChangeEvent<HTMLInputElement>) =>
    onChange(withFilter(filters, 'famed', e.target.value === 'all' ? undefined : e.target.value === 'fame'));
  const onDate = (key: 'begin' | 'end') => (e: ChangeEvent<HTMLInputElement>) => onChange(withDate(filters, key, e.target.value));

  return (
    <div className="mv-filter-bar__fields">
      <fieldset className="mv-filter-bar__group mv-filter-bar__type">
        <legend>{t('type.legend')}</legend>
        {(['all', 'fame', 'shame'] as const).map((value) => (
          <label key={value} className={`mv-filter-bar__choice mv-filter-bar__choice--${value}`}>
            <input type="radio" name={`${id}-type`} value={value} checked={type === value} onChange={onType} />
            <span>{t(`type.${value}`)}</span>
          </label>
        ))}
      </fieldset>

      <div className="mv-filter-bar__group">
        <label htmlFor={`${id}-fixed`}>{t('fixed.label')}</label>
        <select id={`${id}-fixed`} value={toTri(filters.fixed)} onChange={(e) => onChange(withFilter(filters, 'fixed', fromTri(e.target.value)))}>
          <option value="all">{t('fixed.all')}</option>
          <option value="true">{t('fixed.yes')}</option>
          <option value="false">{t('fixed.no')}</option>
        </select>
      </div>

      <div className="mv-filter-bar__group">
        <label htmlFor={`${id}-official`}>{t('officialAnswer.label')}</label>
        <select
          id={`${id}-official`}
          value={toTri(filters.officialAnswer)}
          onChange={(e) => onChange(withFilter(filters, 'officialAnswer', fromTri(e.target.value)))}
        >
          <option value="all">{t('officialAnswer.all')}</option>
          <option value="true">{t('officialAnswer.yes')}</option>
          <option value="false">{t('officialAnswer.no')}</option>
        </select>
      </div>

      {showRegion && (
        <div className="mv-filter-bar__group">
          <label htmlFor={`${id}-region`}>{t('region.label')}</label>
          <select
            id={`${id}-region`}
            value={filters.regionId?.toString() ?? ''}
            aria-busy={regions.isPending || undefined}
            onChange={(e) => onChange(withFilter(filters, 'regionId', e.target.value ? Number(e.target.value) : undefined))}
          >
            <option value="">{t('region.all')}</option>
            {regions.data?.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
            {/* A shared link may name a region before the list has arrived: keep it selected. */}
            {filters.regionId !== undefined && !regions.data?.some((r) => r.id === filters.regionId) && (
              <option value={filters.regionId}>{regions.isPending ? t('region.loading') : filters.regionId}</option>
            )}
          </select>
        </div>
      )}

      {sorts.length > 0 && (
        <div className="mv-filter-bar__group">
          <label htmlFor={`${id}-sort`}>{t('sort.label')}</label>
          <select id={`${id}-sort`} value={shownSort} onChange={(e) => onChange(withFilter(filters, 'sort', e.target.value as SpotSort))}>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      )}

      <fieldset className="mv-filter-bar__group mv-filter-bar__period">
        <legend>{t('period.legend')}</legend>
        <label>
          <span>{t('period.begin')}</span>
          <input type="date" value={filters.begin ?? ''} max={filters.end} onChange={onDate('begin')} />
        </label>
        <label>
          <span>{t('period.end')}</span>
          <input type="date" value={filters.end ?? ''} min={filters.begin} onChange={onDate('end')} />
        </label>
      </fieldset>

      <div className="mv-filter-bar__group mv-filter-bar__archived">
        <label>
          <input
            type="checkbox"
            checked={filters.archived === true}
            aria-describedby={`${id}-archived-hint`}
            onChange={(e) => onChange(withFilter(filters, 'archived', e.target.checked))}
          />
          <span>{t('archived.label')}</span>
        </label>
        <p id={`${id}-archived-hint`} className="mv-filter-bar__hint">
          {t('archived.hint')}
        </p>
      </div>

      <fieldset className="mv-filter-bar__group mv-filter-bar__categories" aria-busy={categories.isPending || undefined}>
        <legend>{t('categories.legend')}</legend>
        {categories.isPending && <p className="mv-filter-bar__hint">{t('categories.loading')}</p>}
        {categories.isError && (
          <p className="mv-filter-bar__hint" role="alert">
            {t('categories.error')}
          </p>
        )}
        {categories.data && (
          <ul className="mv-filter-bar__category-list">
            {categories.data.map((category) => (
              <li key={category.id}>
                <label>
                  <input
                    type="checkbox"
                    value={category.id}
                    checked={filters.categoryIds.includes(category.id)}
                    onChange={(e) => onChange(withCategory(filters, category.id, e.target.checked))}
                  />
                  <span>{categoryLabel(category, locale)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
