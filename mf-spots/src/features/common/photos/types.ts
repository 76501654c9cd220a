// What POST /api/photos and POST /api/spots/:id/photos answer (docs/spots-write-api.md).
import type { Photo } from '@moveable/shared';

export interface UploadedPhoto extends Photo {
  /** "/api/photos/1?size=small 480w, …"; null for demo SVGs. */
  srcset: string | null;
}
