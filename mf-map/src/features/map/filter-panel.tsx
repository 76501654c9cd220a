// The shared filter bar behind a disclosure over the map: the map keeps its full height, and
// opening the filters doesn't move it (which would load another box). The summary says how many
// filters are on, so a filtered map is never mistaken for an empty one. Open, the body is a column
// on the map's left (a bottom part on phones, map.css). A sheet/drawer from shared/ui, once there
// is one, replaces the <details> body: a side drawer on desktop, a bottom sheet on phones.
import { useRef, useState, type KeyboardEvent } from 'react';
import { FilterBar, activeFilterCount, type SpotFilters } from '@moveable/shared';
import { useMapTranslation } from '../../i18n/use-map-translation.ts';

export interface FilterPanelProps {
  filters: SpotFilters;
  onChange: (next: SpotFilters) => void;
  onReset: () => void;
}

export function FilterPanel({ filters, onChange, onReset }: FilterPanelProps) {
  const { t } = useMapTranslation();
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const active = activeFilterCount(filters);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    summary.current?.focus();
  }

  return (
    <details className="mv-map__filters" open={open} onToggle={(e) => setOpen(e.currentTarget.open)} onKeyDown={onKeyDown}>
      <summary ref={summary} className={active > 0 ? 'mv-map__filters-toggle mv-map__filters-toggle--active' : 'mv-map__filters-toggle'}>
        {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
      </summary>
      <div className="mv-map__filters-body">
        <FilterBar filters={filters} onChange={onChange} onReset={onReset} showSort={false} />
      </div>
    </details>
  );
}
