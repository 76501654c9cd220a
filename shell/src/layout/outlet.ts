// One DOM node for all micro-frontends, created once and moved into whichever layout is showing:
// switching layouts (list → map) must not unmount the applications rendered inside it.
const outlet = document.createElement('div');
outlet.id = 'moveable-outlet';

const PREFIX = 'single-spa-application:';

export function outletNode(): HTMLElement {
  return outlet;
}

/**
 * The container single-spa mounts one application into. `page` names the applications of the
 * current page top to bottom (the home: mf-spots, then mf-news; the contract's `pageOwners`):
 * the container is put below those above it and above those below it, whatever order the
 * containers were first made in (a visit of /news before / made mf-news's first). Called as the
 * application mounts, so what moves is an empty container, never a rendered page.
 */
export function containerFor(appName: string, page: readonly string[] = []): HTMLElement {
  const id = `${PREFIX}${appName}`;
  let el = outlet.querySelector<HTMLElement>(`:scope > [id="${id}"]`);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    outlet.appendChild(el);
  }
  const rank = page.indexOf(appName);
  if (rank < 0) return el;
  const rankOf = (node: Element) => (node.id.startsWith(PREFIX) ? page.indexOf(node.id.slice(PREFIX.length)) : -1);
  const siblings = [...outlet.children].filter((node) => node !== el && rankOf(node) >= 0);
  const below = siblings.find((node) => rankOf(node) > rank);
  const misplaced = siblings.some((node) => {
    const after = Boolean(el.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    return rankOf(node) > rank ? !after : after;
  });
  if (misplaced) outlet.insertBefore(el, below ?? null);
  return el;
}
