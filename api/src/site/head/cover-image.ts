// The og:image of a page whose subject has a cover photo (a spot, a news article): the JPEG made
// for sharing from it, at the size link previews show.
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type PageHead } from '@moveable/contract';

export function coverImage(url: string, alt: string): PageHead['openGraph']['image'] {
  return { url, type: 'image/jpeg', width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt };
}
