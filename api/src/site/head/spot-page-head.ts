// A spot's page as link previews and search results show it: the spot's title and description,
// and its cover photo as a JPEG made for sharing (GET /api/spots/:id/share.jpg, versioned by the
// cover and the rendering, so the address can be cached for good). Without a cover the platform's image stays.
import { composePageTitle, type PageHead, type Platform } from '@moveable/contract';
import type { SpotHead } from '../../domain/spots/spot-head.ts';
import { shareImageVersion } from '../../images/share-image.ts';
import { coverImage } from './cover-image.ts';
import { plainSummary } from './plain-summary.ts';

export function shareImagePath(spotId: number, coverPhotoId: number): string {
  return `/api/spots/${spotId}/share.jpg?v=${shareImageVersion(coverPhotoId)}`;
}

export function withSpot(head: PageHead, spot: SpotHead, platform: Platform, origin: string): PageHead {
  const title = composePageTitle(spot.title, platform);
  const summary = plainSummary(spot.description);
  const description = summary === '' ? head.description : summary;
  return {
    ...head,
    title,
    description,
    openGraph: {
      ...head.openGraph,
      type: 'article',
      title,
      description: summary === '' ? head.openGraph.description : summary,
      image: spot.coverPhotoId === null ? head.openGraph.image : coverImage(`${origin}${shareImagePath(spot.id, spot.coverPhotoId)}`, spot.title),
    },
  };
}
