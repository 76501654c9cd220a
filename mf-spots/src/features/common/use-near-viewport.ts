// True once the element comes within `margin` of the viewport, and from then on. Watching starts
// only when `enabled`: content above that is still loading would otherwise let the element seem
// near for a moment. Without an IntersectionObserver (old browsers, jsdom) it stays false: what
// waits for it never loads.
import { useEffect, useState, type RefObject } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, { margin = '200px', enabled = true } = {}): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near, enabled]);
  return near;
}
