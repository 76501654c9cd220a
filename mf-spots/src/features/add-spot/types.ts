// The write side's shapes (docs/spots-write-api.md) as far as this form needs them.
import type { LatLng } from '@moveable/shared';

export interface AddressInput {
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
}

/** POST /api/spots (all of it) and PATCH /api/spots/:id (any part but photoIds). */
export interface SpotInput {
  title: string;
  description: string;
  famed: boolean;
  location: LatLng;
  address?: AddressInput;
  categoryIds?: number[];
  photoIds?: number[];
}

export type { SpotViewer } from '@moveable/shared';
