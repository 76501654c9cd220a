// Our elements' CSS adopted by each shadow root as a constructed sheet (theme/page-styles.ts:
// a strict Content-Security-Policy refuses <style> elements, not adopted sheets). Where a browser
// cannot adopt sheets (or the element renders outside a shadow root, as in component tests), the
// CSS comes as a <style> element as before.
import { useCallback, useState } from 'react';
import { adoptCss, canAdoptSheets } from '@moveable/shared';

/**
 * `ref` goes on the element's outermost node; `inline` is the CSS to render as a <style> element
 * (null once the shadow root has adopted it).
 */
export function useShadowStyles(css: string): { ref: (node: HTMLElement | null) => void; inline: string | null } {
  const [inline, setInline] = useState<string | null>(() => (canAdoptSheets() ? null : css));
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node || inline !== null) return;
      const root = node.getRootNode();
      if (root instanceof ShadowRoot) adoptCss(root, css);
      else setInline(css);
    },
    [css, inline],
  );
  return { ref, inline };
}
