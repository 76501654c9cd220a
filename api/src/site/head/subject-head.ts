// The head of a page about one thing (a spot, a news article): its title, its summary as the
// description (the platform's when it has none), og:type article, and its cover photo as the JPEG
// made for sharing, at the size link previews show (the platform's image without a cover).
import { composePageTitle, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type PageHead, type Platform } from '@moveable/contract';
import { plainSummary } from './plain-summary.ts';

export interface Subject {
  platform: Platform;
  /** As written; shortened to one line of at most 200 characters for the head. */
  title: string;
  /** Shortened to the description's length. */
  summary: string;
  /** The absolute address of its sharing image, or null without a cover photo. */
  shareImageUrl: string | null;
}

export function withSubject(head: PageHead, subject: Subject): PageHead {
  const name = plainSummary(subject.title, 200);
  const title = composePageTitle(name, subject.platform);
  const summary = plainSummary(subject.summary);
  return {
    ...head,
    title,
    description: summary === '' ? head.description : summary,
    openGraph: {
      ...head.openGraph,
      type: 'article',
      title,
      description: summary === '' ? head.openGraph.description : summary,
      image:
        subject.shareImageUrl === null
          ? head.openGraph.image
          : { url: subject.shareImageUrl, type: 'image/jpeg', width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt: name },
    },
  };
}
