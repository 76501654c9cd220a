// One tab stop for a list of buttons (roving tabindex): Tab enters and leaves the list, the arrow
// keys, Home and End move within it. The "Spots in this area" list and a stack's list use it.
import { useCallback, useRef, type KeyboardEvent } from 'react';

export function useRovingFocus() {
  const listRef = useRef<HTMLUListElement>(null);

  const focusAt = useCallback((index: number): boolean => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (!buttons?.length) return false;
    const button = buttons[Math.max(0, Math.min(buttons.length - 1, index))];
    button?.focus();
    return !!button;
  }, []);

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLButtonElement>, index: number, count: number) => {
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
      if (!(e.key in moves)) return;
      e.preventDefault();
      focusAt(moves[e.key]!);
    },
    [focusAt],
  );

  return { listRef, focusAt, onKeyDown };
}
