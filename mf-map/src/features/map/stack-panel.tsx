// The spots of a stack (spots at one place, which zooming in would not pull apart), opened from
// its marker or from the list: a non-modal dialog like the card, with one button per spot. Focus
// moves to its title when it opens (announced); the arrow keys move through the spots (one tab
// stop), Enter opens a spot's card, Escape or the close button closes it (the map returns focus).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMapTranslation } from '../../i18n/use-map-translation.ts';
import type { MapSpot, MapStack } from './map-data.ts';
import { itemLabel } from './spot-labels.ts';
import { useRovingFocus } from './use-roving-focus.ts';

export interface StackPanelProps {
  stack: MapStack;
  /** Hidden while the card of one of its spots is open (closing the card comes back here). */
  hidden: boolean;
  /** The spot whose card is open. */
  activeId: number | null;
  onOpen: (spot: MapSpot, button: HTMLButtonElement) => void;
  onClose: () => void;
}

export function StackPanel({ stack, hidden, activeId, onOpen, onClose }: StackPanelProps) {
  const { t } = useMapTranslation();
  const titleId = useId();
  const hintId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { listRef, onKeyDown } = useRovingFocus();
  const [cursor, setCursor] = useState(0);

  useEffect(() => {
    titleRef.current?.focus();
  }, [stack.id]);

  function onEscape(e: KeyboardEvent) {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onClose();
  }

  return (
    <section
      className="mv-map__card mv-map__stack"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      hidden={hidden}
      onKeyDown={onEscape}
    >
      <div className="mv-map__card-body">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="mv-map__card-title">
          {itemLabel(t, stack)}
        </h2>
        <p id={hintId} className="mv-map__stack-hint">
          {t('stack.hint')}
        </p>
        <ul ref={listRef} className="mv-map__stack-list">
          {stack.spots.map((spot, index) => (
            <li key={spot.id}>
              <button
                type="button"
                className="mv-map__list-item"
                tabIndex={index === cursor ? 0 : -1}
                aria-current={spot.id === activeId ? 'true' : undefined}
                onFocus={() => setCursor(index)}
                onKeyDown={(e) => onKeyDown(e, index, stack.spots.length)}
                onClick={(e) => onOpen(spot, e.currentTarget)}
              >
                {itemLabel(t, spot)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="mv-map__card-close" onClick={onClose} aria-label={t('card.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
