// The answer of GET /api/map/clusters, as the API sends it (api/src/routes/map/schemas.ts): the
// map's own shapes, so they live here and not in @moveable/shared.
import type { LatLng } from '@moveable/shared';

/** Several spots in one grid cell of the viewport. */
export interface MapCluster {
  kind: 'cluster';
  /** "zoom/column/row": stable while panning at one zoom. */
  id: string;
  count: number;
  /** The average position of its spots. */
  center: LatLng;
  /** [minLng, minLat, maxLng, maxLat] of its spots: zooming here shows them. */
  bounds: [number, number, number, number];
  /** The city of one of its spots, to name it. */
  place: string | null;
}

/** One spot, with what the marker, the list and the card's first line need. */
export interface MapSpot {
  kind: 'spot';
  id: number;
  lat: number;
  lng: number;
  famed: boolean;
  fixed: boolean;
  title: string;
  city: string | null;
}

export type MapItem = MapCluster | MapSpot;

export interface MapClusters {
  zoom: number;
  /** The box counted: the requested one widened to whole grid cells. */
  bbox: [number, number, number, number];
  /** Spots in the box: the clusters' counts plus the single spots. */
  total: number;
  /** Clusters (largest first), then single spots (newest first). */
  items: MapItem[];
}

/** A key that tells clusters and spots apart (their ids come from different spaces). */
export function itemKey(item: MapItem): string {
  return item.kind === 'cluster' ? `cluster:${item.id}` : `spot:${item.id}`;
}

export const spotKey = (id: number) => `spot:${id}`;
