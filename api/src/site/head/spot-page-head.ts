// A spot's page as link previews and search results show it: the spot's title and description,
// and its cover photo as a JPEG made for sharing (GET /api/spots/:id/share.jpg, versioned by the
// cover and the rendering, so the address can be cached for good). Without a cover the platform's image stays.
import type { PageHead, Platform } from '@moveable/contract';
import type { SpotHead } from '../../domain/spots/spot-head.ts';
import { shareImageVersion } from '../../images/share-image.ts';
import { withSubject } from './subject-head.ts';

export function shareImagePath(spotId: number, coverPhotoId: number): string {
  return `/api/spots/${spotId}/share.jpg?v=${shareImageVersion(coverPhotoId)}`;
}

export function withSpot(head: PageHead, spot: SpotHead, platform: Platform, origin: string): PageHead {
  return withSubject(head, {
    platform,
    title: spot.title,
    summary: spot.description,
    shareImageUrl: spot.coverPhotoId === null ? null : `${origin}${shareImagePath(spot.id, spot.coverPhotoId)}`,
  });
}
