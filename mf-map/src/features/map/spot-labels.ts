// Words about spots that the card, the lists and the markers all say, so they say them the same way.
import type { SpotSummary } from '@moveable/shared';
import type { useMapTranslation } from '../../i18n/use-map-translation.ts';
import type { PlacedItem } from './map-data.ts';
import { markerKind } from './marker-style.ts';

type Translate = ReturnType<typeof useMapTranslation>['t'];

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

/**
 * The name of a cluster, stack or spot: "12 spots near Zürich", "14 spots at the same place near
 * Zürich", "Dangerous crossing – Shame, Zürich". The list's buttons and the map's markers say it.
 */
export function itemLabel(t: Translate, item: PlacedItem): string {
  if (item.kind === 'cluster') {
    return item.place ? t('list.cluster', { count: item.count, place: item.place }) : t('list.clusterNoPlace', { count: item.count });
  }
  if (item.kind === 'stack') {
    return item.place ? t('list.stack', { count: item.count, place: item.place }) : t('list.stackNoPlace', { count: item.count });
  }
  return item.city
    ? t('list.itemWithPlace', { title: item.title, kind: t(kindKey(item)), place: item.city })
    : t('list.item', { title: item.title, kind: t(kindKey(item)) });
}
