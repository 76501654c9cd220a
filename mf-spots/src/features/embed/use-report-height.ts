// The embed page's side of the frame's resize protocol (shell/embed/embed-resize.js is the
// partner's side): when the page is framed, each change of its content's height is posted to the
// parent as { type: 'moveable:resize', height }. The content itself is measured (plus the main
// area's padding below it), not the document or the main area, which the layout stretches to fill
// at least the frame: a frame sized by them would never shrink.
// Any origin may frame the embed pages, and a height tells nothing private: posted to '*'.
import { useLayoutEffect, type RefObject } from 'react';

export const RESIZE_MESSAGE = 'moveable:resize';

export function useReportHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const content = ref.current;
    if (!content || window.parent === window || typeof ResizeObserver === 'undefined') return;
    const main = content.closest('main');
    let last = -1;
    const report = () => {
      const below = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      const height = Math.ceil(content.getBoundingClientRect().bottom + window.scrollY + below);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: RESIZE_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(content);
    report();
    return () => observer.disconnect();
  }, [ref]);
}
