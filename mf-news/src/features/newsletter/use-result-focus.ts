// When a step's result appears, focus moves to its heading: a keyboard or screen-reader user
// hears what happened instead of staying on a button that is gone.
import { useEffect, useRef } from 'react';

export function useResultFocus<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
