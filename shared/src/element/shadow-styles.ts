// Our elements' CSS as a constructed style sheet adopted by each shadow root, not a <style>
// element: a partner page's Content-Security-Policy governs <style> elements (style-src-elem), and
// a strict one refuses them; adopted sheets are not markup and pass. One sheet per element type,
// shared by all its instances. Where a browser cannot adopt sheets (or the element renders outside
// a shadow root, as in component tests), the CSS comes as a <style> element as before.
import { useCallback, useState } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

function canAdopt(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * `ref` goes on the element's outermost node; `inline` is the CSS to render as a <style> element
 * (null once the shadow root has adopted it).
 */
export function useShadowStyles(css: string): { ref: (node: HTMLElement | null) => void; inline: string | null } {
  const [inline, setInline] = useState<string | null>(() => (canAdopt() ? null : css));
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node || inline !== null) return;
      const root = node.getRootNode();
      if (!(root instanceof ShadowRoot)) return setInline(css);
      const sheet = sheetFor(css);
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
    [css, inline],
  );
  return { ref, inline };
}
