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

/** GET /api/spots/:id/viewer: what this person has done and may do. */
export interface SpotViewer {
  voted: boolean;
  proposedFix: boolean;
  votedCommentIds: number[];
  reportedSpot: boolean;
  reportedCommentIds: number[];
  can: {
    edit: boolean;
    delete: boolean;
    delayArchive: boolean;
    markFixed: boolean;
    moderate: boolean;
    answerAs: { id: number; slug: string; name: string }[];
  };
}
