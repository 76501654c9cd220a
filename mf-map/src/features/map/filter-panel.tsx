// The shared filter bar over the map's top left, compact: the fame/shame chips and the Filters
// button, which says how many filters are on, so a filtered map is never mistaken for an empty
// one. The button opens the shared sheet as a non-modal panel inside the map (map.css): a side
// drawer over the map's right on wide screens, a bottom part on phones. The rest of the map stays
// in view and usable, the list beside it follows each change, and nothing moves the map (which
// would load another box).
import type { SpotFilters } from '@moveable/shared';
import { FilterBar } from '@moveable/shared/filter-bar';

export interface FilterPanelProps {
  filters: SpotFilters;
  onChange: (next: SpotFilters) => void;
  onReset: () => void;
  /** Spots in the map's view, once known. */
  total: number | null;
}

export function FilterPanel({ filters, onChange, onReset, total }: FilterPanelProps) {
  return (
    <div className="mv-map__filters">
      <FilterBar
        filters={filters}
        onChange={onChange}
        onReset={onReset}
        showSort={false}
        compact
        results={total === null ? null : { count: total, inView: true }}
        sheet={{ modal: false, className: 'mv-map__filter-sheet' }}
      />
    </div>
  );
}
