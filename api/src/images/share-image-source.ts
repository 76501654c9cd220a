// What a sharing image is made from, whatever the page shares (a spot, a news article): the
// platform, for the fallback image, and the cover photo's stored files.
import type { Platform } from '@moveable/contract';

export interface ShareImageCover {
  photoId: number;
  storageKey: string;
  variants: string[];
}

export interface ShareImageSource {
  platform: Platform;
  cover: ShareImageCover | null;
}

export function coverOf(row: { cover_photo_id: number | null; storage_key: string | null; variants: string[] | null }): ShareImageCover | null {
  return row.cover_photo_id !== null && row.storage_key !== null
    ? { photoId: row.cover_photo_id, storageKey: row.storage_key, variants: row.variants ?? [] }
    : null;
}
