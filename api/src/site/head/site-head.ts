// What the server's head says beyond the contract's PageHead: an article's publication time (Open
// Graph's article:*), and whether the page's own subject exists (an unknown or unpublished
// article's page answers 404).
import type { PageHead } from '@moveable/contract';

export interface SiteHead extends PageHead {
  article?: { publishedTime: string; modifiedTime: string };
  /** The route exists but its subject does not (news slug): the page is a 404. */
  missing?: boolean;
  /** The subject lives at another address now (a spot merged into another): the page redirects there. */
  movedTo?: string;
}
