// The filter bar of the spot list, the map and the embeds: results first. One row holds the most
// used filter (fame or shame, as toggle chips), the Filters button and the count of results; the
// filters that are on follow as chips that remove them; every filter is in the sheet the button
// opens (a side drawer on wide screens, a bottom sheet on phones). Nothing but React state and
// refs inside: it also runs in shadow roots, where document.querySelector would look at the wrong
// tree. Every change goes through a typed setter of filters.ts, so onChange receives canonical
// filters.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
// By the package's name: the filter bar is @moveable/shared/filter-bar, an entry of its own that
// takes the filter model and the components from the page's one @moveable/shared.
import {
  Button,
  RemovableChip,
  Sheet,
  ToggleChip,
  activeFilterCount,
  emptySpotFilters,
  useCategories,
  usePageContext,
  useRegions,
  withFilter,
  type SpotFilters,
  type SpotSort,
} from '@moveable/shared';
import { activeFilters } from './active-filters.ts';
import { FilterFields } from './filter-fields.tsx';

/** What the filters found, as the page knows it. */
export interface FilterResults {
  count: number;
  /** More spots match than `count` (the list shows a page of them). */
  more?: boolean;
  /** The count is of the map's view, not of all spots. */
  inView?: boolean;
}

export interface FilterBarProps {
  filters: SpotFilters;
  onChange: (next: SpotFilters) => void;
  /** Defaults to onChange with no filters. */
  onReset?: () => void;
  /** Off where the place is fixed already (an organisation's embed). */
  showRegion?: boolean;
  showSort?: boolean;
  /** The visitor's position is known: offer "nearest first". */
  canSortByDistance?: boolean;
  /** Said beside the filters and in the sheet; null while unknown (its place is kept), absent where the page shows no count. */
  results?: FilterResults | null;
  /** Over a map: the chips and the Filters button only; the count and the filters that are on are in the sheet. */
  compact?: boolean;
  /** modal false: the page beside the sheet stays usable (the map); className places it. */
  sheet?: { modal?: boolean; className?: string };
  className?: string;
}

const FILTER_ICON = (
  <svg className="ms-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M2 4h12M4.5 8h7M7 12h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </svg>
);

/** Where focus goes once the chips have changed: the chip at this index (or the one before), or the Filters button. */
interface PendingFocus {
  index: number;
  /** The chips before the change, to tell the render that shows it from earlier ones. */
  before: string;
}

export function FilterBar({
  filters,
  onChange,
  onReset,
  showRegion = true,
  showSort = true,
  canSortByDistance = false,
  results,
  compact = false,
  sheet,
  className,
}: FilterBarProps) {
  const { locale } = usePageContext();
  // The nearest context's language: an element's lang attribute may differ from the page's.
  const { t } = useTranslation('filters', { lng: locale });
  const id = useId();
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const chipList = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const categories = useCategories();
  const regions = useRegions();
  const active = activeFilterCount(filters);
  const sorts: SpotSort[] = !showSort ? [] : canSortByDistance ? ['date', 'votes', 'comments', 'distance'] : ['date', 'votes', 'comments'];
  // Without a position the list falls back to newest first (filtersToApiQuery): say so here too.
  const shownSort: SpotSort = filters.sort === 'distance' && !canSortByDistance ? 'date' : (filters.sort ?? 'date');
  const chips = compact
    ? []
    : activeFilters(filters, {
        t,
        locale,
        categories: categories.data,
        regions: showRegion ? regions.data : undefined,
        sort: showSort ? shownSort : undefined,
      });
  const chipKeys = chips.map((chip) => chip.key).join(' ');
  const modal = sheet?.modal ?? true;
  const found = !results
    ? ''
    : results.inView
      ? t('results.inView', { count: results.count })
      : results.more
        ? t('results.more', { count: results.count })
        : t('results.count', { count: results.count });

  // A removed chip takes its button with it: focus moves to the next chip, else to the Filters button.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.before === chipKeys) return;
    pendingFocus.current = null;
    const buttons = chipList.current?.querySelectorAll<HTMLButtonElement>('.ms-chip__remove');
    const next = buttons?.[Math.min(pending.index, buttons.length - 1)];
    (next ?? bar.current?.querySelector<HTMLButtonElement>('.mv-filter-bar__open'))?.focus();
  });

  const reset = () => (onReset ? onReset() : onChange(emptySpotFilters()));
  /** A chip's filter taken out (next) or all of them (null): focus stays in the row, or goes to the Filters button. */
  const remove = (next: SpotFilters | null, focusIndex: number) => {
    pendingFocus.current = { index: focusIndex, before: chipKeys };
    if (next) onChange(next);
    else reset();
  };

  // Escape from the bar closes a non-modal sheet too (a modal one has the page inert meanwhile).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || !open || modal) return;
    event.stopPropagation();
    setOpen(false);
  }

  return (
    <form
      className={['mv-filter-bar', compact && 'mv-filter-bar--compact', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-title`} className="ms-visually-hidden">
        {t('title')}
      </h2>
      <div ref={bar} className="mv-filter-bar__bar">
        <ul className="ms-chips mv-filter-bar__quick" aria-label={t('type.legend')}>
          {(['fame', 'shame'] as const).map((kind) => {
            const famed = kind === 'fame';
            return (
              <li key={kind}>
                <ToggleChip
                  className={`mv-filter-bar__chip mv-filter-bar__chip--${kind}`}
                  pressed={filters.famed === famed}
                  onPressedChange={(on) => onChange(withFilter(filters, 'famed', on ? famed : undefined))}
                >
                  {t(`quick.${kind}`)} <span className="mv-filter-bar__chip-hint">{t(`quick.${kind}Hint`)}</span>
                </ToggleChip>
              </li>
            );
          })}
        </ul>
        <Button
          className="mv-filter-bar__open"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={`${id}-sheet`}
          onClick={() => setOpen(true)}
        >
          {FILTER_ICON}
          {active > 0 ? t('openActive', { count: active }) : t('open')}
        </Button>
        {/* there before the count is known (where it takes a line of its own, the line is kept) */}
        {!compact && results !== undefined && <p className="mv-filter-bar__results">{found || '\u00a0'}</p>}
      </div>

      {chips.length > 0 && (
        <ul ref={chipList} className="ms-chips mv-filter-bar__active" aria-label={t('active.label')}>
          {chips.map((chip, index) => (
            <li key={chip.key}>
              <RemovableChip label={chip.label} onRemove={() => remove(chip.without, index)} />
            </li>
          ))}
          <li>
            <Button variant="quiet" size="sm" className="mv-filter-bar__clear" onClick={() => remove(null, -1)}>
              {t('clearAll')}
            </Button>
          </li>
        </ul>
      )}

      <Sheet
        id={`${id}-sheet`}
        open={open}
        onClose={() => setOpen(false)}
        title={t('sheetTitle')}
        modal={modal}
        className={['mv-filter-bar__sheet', sheet?.className].filter(Boolean).join(' ')}
        footer={
          <>
            <p className="mv-filter-bar__status" role="status">
              <span>{active > 0 ? t('activeCount', { count: active }) : ''}</span> <span>{found}</span>
            </p>
            <Button className="mv-filter-bar__reset" size="sm" onClick={reset}>
              {t('reset')}
            </Button>
            {modal && (
              /* Beside a non-modal sheet the results are in view already. */
              <Button variant="bright" size="sm" onClick={() => setOpen(false)}>
                {t('showResults')}
              </Button>
            )}
          </>
        }
      >
        <FilterFields
          id={id}
          t={t}
          locale={locale}
          filters={filters}
          onChange={onChange}
          categories={categories}
          regions={regions}
          showRegion={showRegion}
          sorts={sorts}
          shownSort={shownSort}
        />
      </Sheet>
    </form>
  );
}
