// The width of an element as it is laid out, followed as it changes: the charts draw at the size
// they are shown, so their labels keep the page's font size on a phone (an SVG scaled down by its
// viewBox shrinks its text with it).
import { useLayoutEffect, useRef, useState } from 'react';

export function useWidth<E extends HTMLElement>(initial: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
