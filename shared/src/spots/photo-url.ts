// Photo URLs come as "/api/photos/<id>", relative to the API's origin. Resolved against our site,
// they also load inside an embed on a partner's page (where "/api/…" would be the partner's).
import { config } from '../runtime/config.ts';
import type { Photo } from './types.ts';

export function photoUrl(photo: Pick<Photo, 'url'>): string {
  try {
    return new URL(photo.url, config.siteUrl).href;
  } catch {
    return photo.url;
  }
}

/**
 * The srcset of an uploaded photo ("<url> 480w, …") with each URL resolved like photoUrl; undefined
 * for single-file photos, so `<img srcSet={…}>` leaves the attribute out.
 */
export function photoSrcset(photo: Pick<Photo, 'srcset'>): string | undefined {
  if (!photo.srcset) return undefined;
  return photo.srcset
    .split(',')
    .map((candidate) => {
      const [url = '', width = ''] = candidate.trim().split(/\s+/);
      return `${photoUrl({ url })} ${width}`.trim();
    })
    .join(', ');
}
