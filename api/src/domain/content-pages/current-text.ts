// A content page's current text (its newest revision) in the best language it has: what
// GET /content/:page shows and what the page's server-rendered <head> says. Scoped by platform.
import { LOCALES, type ContentPageName, type Locale, type Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface Revision {
  id: number;
  page: ContentPageName;
  locale: Locale;
  title: string;
  description: string;
  bodyMarkdown: string;
  author: { id: number; username: string | null } | null;
  createdAt: Date;
  current: boolean;
}

export interface RevisionRow {
  id: number;
  page: string;
  locale: Locale;
  title: string;
  description: string;
  body_markdown: string;
  author_id: number | null;
  username: string | null;
  created_at: Date;
  current: boolean;
}

export function toRevision(row: RevisionRow): Revision {
  return {
    id: row.id,
    page: row.page as ContentPageName,
    locale: row.locale,
    title: row.title,
    description: row.description,
    bodyMarkdown: row.body_markdown,
    author: row.author_id === null ? null : { id: row.author_id, username: row.username },
    createdAt: row.created_at,
    current: row.current,
  };
}

/** The languages to try, in order: the one asked for, English, then the rest. */
export function localePreference(requested: Locale): Locale[] {
  return [...new Set<Locale>([requested, 'en', ...LOCALES])];
}

/** The page's current text in the first of `locales` it exists in; undefined: no such page on this platform. */
export async function findCurrentText(
  db: Kysely<DB>,
  platform: Platform,
  page: ContentPageName,
  locales: readonly Locale[],
): Promise<Revision | undefined> {
  const row = await db
    .selectFrom('content_pages as p')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('content_page_revisions')
          .select(['id', 'title', 'description', 'body_markdown', 'author_id', 'created_at'])
          .whereRef('page_id', '=', 'p.id')
          .orderBy('id', 'desc')
          .limit(1)
          .as('r'),
      (join) => join.onTrue(),
    )
    .select(['r.id', 'p.page', 'p.locale', 'r.title', 'r.description', 'r.body_markdown', 'r.author_id', 'r.created_at'])
    .where('p.platform', '=', platform)
    .where('p.page', '=', page)
    .where('p.locale', 'in', [...locales])
    .orderBy(sql`array_position(${sql.val([...locales])}::text[], p.locale)`)
    .limit(1)
    .executeTakeFirst();
  return row ? toRevision({ ...row, username: null, current: true }) : undefined;
}
