// "Spots in this area": the viewport's clusters, stacks and spots as a list, the keyboard and
// screen-reader way to everything the markers show. A cluster is a button "12 spots near Zürich"
// that zooms in to them, a stack one that lists its spots, a spot one that opens its card. One
// tab stop (roving tabindex): Tab enters the list and Tab leaves it, arrows move within, Enter
// activates. On the page it stands beside the map (below it on phones); in the element it is out
// of sight until it holds focus, then a panel over the map (map.css). The focused item's marker is
// highlighted, so sighted keyboard users see where it is.
import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import { useMapTranslation } from '../../i18n/use-map-translation.ts';
import { itemKey, type MapCluster, type MapSpot, type MapStack, type PlacedItem } from './map-data.ts';
import { itemLabel } from './spot-labels.ts';
import { useRovingFocus } from './use-roving-focus.ts';

export interface SpotListProps {
  items: readonly PlacedItem[];
  /** How many spots the items stand for (the clusters' and stacks' counts and the single spots). */
  total: number;
  /** itemKey of the spot whose card (or the stack whose list) is open. */
  activeKey: string | null;
  onOpen: (spot: MapSpot, button: HTMLButtonElement) => void;
  onZoom: (cluster: MapCluster) => void;
  onStack: (stack: MapStack, button: HTMLButtonElement) => void;
  onHighlight: (item: PlacedItem | null) => void;
}

export interface SpotListHandle {
  /** Moves focus to the list's first item (after a zoom chosen in the list). */
  focusFirst(): boolean;
  /** The list's panel, to tell whether it covers part of the map. */
  panel(): HTMLElement | null;
}

export const SpotList = forwardRef<SpotListHandle, SpotListProps>(function SpotList(
  { items, total, activeKey, onOpen, onZoom, onStack, onHighlight },
  ref,
) {
  const { t } = useMapTranslation();
  const headingId = useId();
  const hintId = useId();
  const section = useRef<HTMLElement>(null);
  const { listRef, focusAt, onKeyDown } = useRovingFocus();
  const [cursorKey, setCursorKey] = useState<string | null>(null);
  const keys = items.map(itemKey);
  // The tab stop: the remembered item while it is still loaded, else the open spot, else the first.
  const stopKey =
    cursorKey !== null && keys.includes(cursorKey) ? cursorKey : activeKey !== null && keys.includes(activeKey) ? activeKey : (keys[0] ?? null);

  useImperativeHandle(ref, () => ({ focusFirst: () => focusAt(0), panel: () => section.current }), [focusAt]);

  function activate(item: PlacedItem, button: HTMLButtonElement) {
    if (item.kind === 'cluster') onZoom(item);
    else if (item.kind === 'stack') onStack(item, button);
    else onOpen(item, button);
  }

  return (
    <section ref={section} className="mv-map__list" aria-labelledby={headingId}>
      <h2 id={headingId} className="mv-map__list-heading">
        {t('list.heading', { count: total })}
      </h2>
      <p id={hintId} className="mv-map__list-hint">
        {t('list.hint')}
      </p>
      <ul ref={listRef}>
        {items.map((item, index) => {
          const key = keys[index]!;
          return (
            <li key={key}>
              <button
                type="button"
                className={`mv-map__list-item${item.kind === 'spot' ? '' : ' mv-map__list-item--cluster'}`}
                tabIndex={key === stopKey ? 0 : -1}
                aria-current={key === activeKey ? 'true' : undefined}
                aria-describedby={index === 0 ? hintId : undefined}
                onFocus={() => {
                  setCursorKey(key);
                  onHighlight(item);
                }}
                onBlur={() => onHighlight(null)}
                onKeyDown={(e) => onKeyDown(e, index, items.length)}
                onClick={(e) => activate(item, e.currentTarget)}
              >
                {itemLabel(t, item)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
