// "Spots in this area": the viewport's clusters and spots as a list, the keyboard and
// screen-reader way to what the markers show. A cluster is a button "12 spots near Zürich" that
// zooms in to them; a spot is a button that opens its card. One tab stop (roving tabindex): Tab
// enters the list and Tab leaves it, arrows move within, Enter activates. Out of sight until it
// holds focus (map.css), then a panel over the map, and the focused item's marker is highlighted
// so sighted keyboard users see where it is.
import { forwardRef, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { useMapTranslation } from '../../i18n/use-map-translation.ts';
import { itemKey, type MapCluster, type MapItem, type MapSpot } from './map-data.ts';
import { kindKey } from './spot-labels.ts';

export interface SpotListProps {
  items: readonly MapItem[];
  /** How many spots the items stand for (the clusters' counts and the single spots). */
  total: number;
  /** itemKey of the spot whose card is open. */
  activeKey: string | null;
  onOpen: (spot: MapSpot, button: HTMLButtonElement) => void;
  onZoom: (cluster: MapCluster) => void;
  onHighlight: (item: MapItem | null) => void;
}

export interface SpotListHandle {
  /** Moves focus to the list's first item (after a zoom chosen in the list). */
  focusFirst(): boolean;
}

export const SpotList = forwardRef<SpotListHandle, SpotListProps>(function SpotList({ items, total, activeKey, onOpen, onZoom, onHighlight }, ref) {
  const { t } = useMapTranslation();
  const headingId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [cursorKey, setCursorKey] = useState<string | null>(null);
  const keys = items.map(itemKey);
  // The tab stop: the remembered item while it is still loaded, else the open spot, else the first.
  const stopKey =
    cursorKey !== null && keys.includes(cursorKey) ? cursorKey : activeKey !== null && keys.includes(activeKey) ? activeKey : (keys[0] ?? null);

  function focusAt(index: number): boolean {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (!buttons?.length) return false;
    const button = buttons[Math.max(0, Math.min(buttons.length - 1, index))];
    button?.focus();
    return !!button;
  }

  useImperativeHandle(ref, () => ({ focusFirst: () => focusAt(0) }), []);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    focusAt(moves[e.key]!);
  }

  function label(item: MapItem): string {
    if (item.kind === 'cluster') {
      return item.place ? t('list.cluster', { count: item.count, place: item.place }) : t('list.clusterNoPlace', { count: item.count });
    }
    return item.city
      ? t('list.itemWithPlace', { title: item.title, kind: t(kindKey(item)), place: item.city })
      : t('list.item', { title: item.title, kind: t(kindKey(item)) });
  }

  return (
    <section className="mv-map__list" aria-labelledby={headingId}>
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
                className={`mv-map__list-item${item.kind === 'cluster' ? ' mv-map__list-item--cluster' : ''}`}
                tabIndex={key === stopKey ? 0 : -1}
                aria-current={key === activeKey ? 'true' : undefined}
                aria-describedby={index === 0 ? hintId : undefined}
                onFocus={() => {
                  setCursorKey(key);
                  onHighlight(item);
                }}
                onBlur={() => onHighlight(null)}
                onKeyDown={(e) => onKeyDown(e, index)}
                onClick={(e) => (item.kind === 'cluster' ? onZoom(item) : onOpen(item, e.currentTarget))}
              >
                {label(item)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
