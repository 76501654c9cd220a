// Words about a spot that the card and the list both say, so they say them the same way.
import type { SpotSummary } from '@moveable/shared';
import { markerKind } from './marker-style.ts';

/** The 'map' namespace key of "Fame", "Shame" or "Fixed": t(kindKey(spot)). */
export function kindKey(spot: Pick<SpotSummary, 'famed' | 'fixed'>): `kind.${'fame' | 'shame' | 'fixed'}` {
  return `kind.${markerKind(spot)}`;
}

/** "Seestrasse 12, 8002 Zürich"; parts that are missing are left out. */
export function addressLine(address: SpotSummary['address'] | null | undefined): string {
  if (!address) return '';
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.street, place].filter(Boolean).join(', ');
}
