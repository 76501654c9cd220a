// moveable:spot-select: a partner page learns which spot its visitor chose in one of our elements
// (a card of the list, the "open" link of a map card: any link to a spot on our site). The event
// leaves the shadow root (composed) from the element, bubbles, and can be cancelled: a host that
// calls preventDefault() keeps the visitor on its page, else the link opens the spot on our site.

export const SPOT_SELECT = 'moveable:spot-select';

export interface SpotSelectDetail {
  id: number;
}

/** The spot a link leads to on our site (`/spots/12`, `/fr/spots/12`), else null. */
export function spotIdOfLink(link: HTMLAnchorElement, siteUrl: string): number | null {
  const id = link.origin === new URL(siteUrl).origin && /^(?:\/[a-z]{2})?\/spots\/(\d{1,9})\/?$/.exec(link.pathname)?.[1];
  return id ? Number(id) : null;
}

/**
 * A click inside an element: when it follows a link to a spot, tell the host page. Clicks that
 * open a new tab or window (modifier keys, another button) only open it.
 */
export function announceSpotSelect(event: MouseEvent, siteUrl: string): void {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
  const host = (link?.getRootNode() as ShadowRoot | undefined)?.host;
  const id = link && spotIdOfLink(link, siteUrl);
  if (!id || !host || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const select = new CustomEvent<SpotSelectDetail>(SPOT_SELECT, { bubbles: true, composed: true, cancelable: true, detail: { id } });
  if (!host.dispatchEvent(select)) event.preventDefault();
}
