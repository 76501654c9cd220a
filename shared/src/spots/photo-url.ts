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
