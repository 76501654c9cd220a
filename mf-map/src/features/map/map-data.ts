// The answer of GET /api/map/clusters: the contract's types, and what the map derives from them.
import type { MapCluster, MapClusters, MapSpot } from '@moveable/contract';

export type { MapCluster, MapClusters, MapSpot };
export type MapItem = MapClusters['items'][number];

/** A key that tells clusters and spots apart (their ids come from different spaces). */
export function itemKey(item: MapItem): string {
  return item.kind === 'cluster' ? `cluster:${item.id}` : `spot:${item.id}`;
}

export const spotKey = (id: number) => `spot:${id}`;
