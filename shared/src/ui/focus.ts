// Focus helpers for the components: they work inside the shadow roots of our custom elements,
// where document.activeElement is the host element, not what has focus.

/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** What has focus in the tree `node` lives in (the page, or the shadow root of our element). */
export function activeElementNear(node: Node): HTMLElement | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? deepActiveElement(root) : deepActiveElement();
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  'summary',
].join(',');

/** The elements Tab reaches inside `container`, in document order. */
export function tabbableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps Tab inside `container` (a modal sheet): from the last element to the first and back.
 * Returns true when it moved focus.
 */
export function wrapTab(container: Element, backwards: boolean): boolean {
  const items = tabbableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return false;
  const active = activeElementNear(container);
  const inside = active !== null && container.contains(active);
  if (backwards && (!inside || active === first || !items.includes(active))) {
    last.focus();
    return true;
  }
  if (!backwards && (!inside || active === last)) {
    first.focus();
    return true;
  }
  return false;
}

export type RovingKey = 'next' | 'previous' | 'first' | 'last';

const KEYS: Record<'vertical' | 'horizontal', Record<string, RovingKey>> = {
  vertical: { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' },
  horizontal: { ArrowRight: 'next', ArrowLeft: 'previous', Home: 'first', End: 'last' },
};

/** Roving focus of a menu or tab list: the index a key moves to (wrapping), or null for other keys. */
export function rovingIndex(key: string, current: number, count: number, orientation: 'vertical' | 'horizontal'): number | null {
  const move = KEYS[orientation][key];
  if (!move || count === 0) return null;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  if (current < 0) return move === 'next' ? 0 : count - 1;
  return (current + (move === 'next' ? 1 : -1) + count) % count;
}
