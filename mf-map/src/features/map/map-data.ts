// The answer of GET /api/map/clusters: the contract's types, and what the map derives from them.
import type { MapCluster, MapClusters, MapSpot } from '@moveable/contract';

export type { MapCluster, MapClusters, MapSpot };
/** One item of the API's answer: a cluster of a grid cell, or a single spot. */
export type MapItem = MapClusters['items'][number];

/**
 * Spots that sit on the same point of the screen (placed by marker-placement.ts): one marker
 * with their count, and a list of them, since zooming in would not pull them apart.
 */
export interface MapStack {
  kind: 'stack';
  /** The smallest id of its spots: stable while the stack grows or shrinks. */
  id: string;
  count: number;
  lat: number;
  lng: number;
  /** Newest first, as the API lists spots. */
  spots: MapSpot[];
  place: string | null;
}

/** What the map draws and lists: clusters (merged where they would overlap), stacks and spots. */
export type PlacedItem = MapCluster | MapStack | MapSpot;

/** A key that tells clusters, stacks and spots apart (their ids come from different spaces). */
export function itemKey(item: PlacedItem): string {
  return `${item.kind}:${item.id}`;
}

export const spotKey = (id: number) => `spot:${id}`;

/** Where an item is drawn: a cluster's centre, a stack's or a spot's position. */
export function itemPosition(item: PlacedItem): { lat: number; lng: number } {
  return item.kind === 'cluster' ? item.center : { lat: item.lat, lng: item.lng };
}
