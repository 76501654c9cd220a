// Paths to spots, shared by the list, the map popups and the embeds (Link localises them).
import type { LatLng } from './types.ts';

export function spotPath(id: number): string {
  return `/spots/${id}`;
}

/** The full map centred on a spot, close enough to see the street. */
export function mapPathAt({ lat, lng }: LatLng, zoom = 17): string {
  return `/map?center=${lat},${lng}&zoom=${zoom}`;
}
