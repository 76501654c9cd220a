// Where a micro-frontend's CSS goes: on our own pages the shell mounts it into the light DOM, so
// its CSS goes into the page's <head> (createLifecycles); a custom element renders it into its
// shadow root instead (defineElement). Both take the same list of CSS texts.

type StyleRoot = Document | ShadowRoot;

// Per root, the <style> each text went into: a text asked for again (every mount, two
// micro-frontends that both use the filter bar) is added once.
const added = new WeakMap<StyleRoot, Map<string, HTMLStyleElement>>();

const isDocument = (root: StyleRoot): root is Document => root.nodeType === 9; // Node.DOCUMENT_NODE

// In a shadow root the CSS goes in as constructed sheets the root adopts, not <style> elements: a
// partner page's Content-Security-Policy governs <style> elements (style-src-elem) and a strict one
// refuses them; adopted sheets are not markup. One sheet per text, shared by every root.
const sheets = new Map<string, CSSStyleSheet>();

/** Whether this browser lets a shadow root adopt constructed sheets (jsdom does not). */
export function canAdoptSheets(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/** `css` adopted by `root` once, before what it adopted already (`first`) or after it. */
export function adoptCss(root: ShadowRoot, css: string, { first = false }: { first?: boolean } = {}): void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = first ? [sheet, ...root.adoptedStyleSheets] : [...root.adoptedStyleSheets, sheet];
}

/**
 * Adds each CSS text that `root` does not have yet, in list order: into <head> for a document,
 * directly into a shadow root. `first`: before everything already there, so that the CSS that
 * is there (a micro-frontend's own) wins over it at equal specificity, as for a library's base CSS.
 */
export function addCss(root: StyleRoot, css: readonly string[], { first = false }: { first?: boolean } = {}): void {
  if (!isDocument(root) && canAdoptSheets()) {
    for (const text of first ? [...css].reverse() : css) if (text) adoptCss(root, text, { first });
    return;
  }
  const parent: Node = isDocument(root) ? root.head : root;
  const doc = isDocument(root) ? root : root.ownerDocument;
  let known = added.get(root);
  if (!known) added.set(root, (known = new Map()));
  const before = first ? parent.firstChild : null;
  for (const text of css) {
    if (!text || known.get(text)?.parentNode === parent) continue;
    const style = doc.createElement('style');
    style.textContent = text;
    parent.insertBefore(style, before);
    known.set(text, style);
  }
}

/** A micro-frontend's CSS in the page's <head>, once however many mounts ask. */
export function addPageCss(css: readonly string[], doc: Document = document): void {
  addCss(doc, css);
}

/** One <style> by id in <head>, added once (the shell's theme). */
export function ensurePageStyle(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
}
