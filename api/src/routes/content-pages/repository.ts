// The SQL of the content pages: a page's current text (its newest revision) in the best language
// it has, saving a revision, and the history. Every query is scoped by platform.
import { LOCALES, type ContentPageName, type Locale, type Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { stateConflict } from '../../http/errors.ts';

type Db = Kysely<DB>;

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

export interface PageKey {
  platform: Platform;
  page: ContentPageName;
  locale: Locale;
}

/** The languages to try, in order: the one asked for, English, then the rest. */
export function localePreference(requested: Locale): Locale[] {
  return [...new Set<Locale>([requested, 'en', ...LOCALES])];
}

/** Revisions with their page, author and whether each is its page's newest. */
function revisions(db: Db) {
  return db
    .selectFrom('content_page_revisions as r')
    .innerJoin('content_pages as p', 'p.id', 'r.page_id')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'p.page',
      'p.locale',
      'r.title',
      'r.description',
      'r.body_markdown',
      'r.author_id',
      'u.username',
      'r.created_at',
      sql<boolean>`r.id = (SELECT max(c.id) FROM content_page_revisions c WHERE c.page_id = r.page_id)`.as('current'),
    ]);
}

type RevisionRow = {
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
};

function toRevision(row: RevisionRow): Revision {
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

/** The page's current text in the first of `locales` it exists in; undefined: no such page on this platform. */
export async function findCurrentText(db: Db, platform: Platform, page: ContentPageName, locales: readonly Locale[]): Promise<Revision | undefined> {
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

export interface NewText {
  title: string;
  description: string;
  bodyMarkdown: string;
  /** The revision the edit started from: another current one is a conflict. */
  baseRevisionId?: number | undefined;
}

/** Saves a new revision (creating the page in that language if it has none yet) and returns it. */
export async function saveRevision(db: Db, key: PageKey, text: NewText, authorId: number): Promise<Revision> {
  const id = await db.transaction().execute(async (trx) => {
    // The page row is the lock that orders concurrent saves of one page, so the conflict check
    // below sees the revision a parallel save wrote.
    await trx
      .insertInto('content_pages')
      .values({ platform: key.platform, page: key.page, locale: key.locale })
      .onConflict((oc) => oc.columns(['platform', 'page', 'locale']).doNothing())
      .execute();
    const page = await trx
      .selectFrom('content_pages')
      .select('id')
      .where('platform', '=', key.platform)
      .where('page', '=', key.page)
      .where('locale', '=', key.locale)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (text.baseRevisionId !== undefined) {
      const current = await trx
        .selectFrom('content_page_revisions')
        .select('id')
        .where('page_id', '=', page.id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (current && current.id !== text.baseRevisionId) {
        throw stateConflict(
          `The page was saved by someone else since revision ${text.baseRevisionId}; the current revision is ${current.id}. Compare and save again.`,
          'revision_conflict',
        );
      }
    }
    const inserted = await trx
      .insertInto('content_page_revisions')
      .values({ page_id: page.id, title: text.title, description: text.description, body_markdown: text.bodyMarkdown, author_id: authorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  return (await findRevision(db, key, id)) as Revision;
}

export async function findRevision(db: Db, key: PageKey, id: number): Promise<Revision | undefined> {
  const row = await revisions(db)
    .where('r.id', '=', id)
    .where('p.platform', '=', key.platform)
    .where('p.page', '=', key.page)
    .where('p.locale', '=', key.locale)
    .executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

/** Whether the page exists in that language on this platform (its history may then be listed). */
export async function pageExists(db: Db, key: PageKey): Promise<boolean> {
  const row = await db
    .selectFrom('content_pages')
    .select('id')
    .where('platform', '=', key.platform)
    .where('page', '=', key.page)
    .where('locale', '=', key.locale)
    .executeTakeFirst();
  return row !== undefined;
}

/** The history, newest first, `limit` revisions older than `before` (a revision id). */
export async function listRevisions(
  db: Db,
  key: PageKey,
  limit: number,
  before: number | undefined,
): Promise<{ items: Revision[]; next: number | null }> {
  let query = revisions(db)
    .where('p.platform', '=', key.platform)
    .where('p.page', '=', key.page)
    .where('p.locale', '=', key.locale)
    .orderBy('r.id', 'desc')
    .limit(limit + 1);
  if (before !== undefined) query = query.where('r.id', '<', before);
  const rows = (await query.execute()).map(toRevision);
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}
