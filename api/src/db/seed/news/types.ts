// A demo article as written in the seed files: everything but ids, author and cover, which
// build-news.ts assigns.
import type { Locale } from '@moveable/contract';

export interface DemoTranslation {
  title: string;
  lead: string;
  /** Markdown. */
  body: string;
}

export interface DemoNewsSource {
  slug: string;
  /** null: every country of the platform. */
  country: string | null;
  /** The organisation whose news it is (slug on the platform); none: the platform's. */
  organisation?: string;
  /** Default published. */
  status?: 'draft' | 'published';
  /** ISO; a published article with a date ahead is scheduled. */
  publishedAt: string | null;
  tags: string[];
  translations: Partial<Record<Locale, DemoTranslation>>;
}

export const t = (title: string, lead: string, body: string): DemoTranslation => ({ title, lead, body: body.trim() });
