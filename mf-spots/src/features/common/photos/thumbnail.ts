// What a row shows: the local preview while there is one (instant, no request), else the
// server's small size (HEIC that the browser cannot show, once it is uploaded as WebP).
import { photoUrl } from '@moveable/shared';
import type { PhotoUpload } from './use-photo-uploads.ts';

export function smallPhotoUrl(photo: { url: string }): string {
  const full = photoUrl(photo);
  try {
    const url = new URL(full);
    url.searchParams.set('size', 'small');
    return url.href;
  } catch {
    return full;
  }
}

export function thumbnailOf(item: Pick<PhotoUpload, 'previewUrl' | 'photo' | 'file'>): string | null {
  const browserCanShow = !/hei[cf]/i.test(item.file.type) && !/\.hei[cf]$/i.test(item.file.name);
  if (item.previewUrl && browserCanShow) return item.previewUrl;
  return item.photo ? smallPhotoUrl(item.photo) : null;
}
