// The SQL of the content pages' edits: saving a revision and the history (the current text is read
// in domain/content-pages/current-text.ts, which the page's <head> reads too). Every query is scoped
// by platform.
import type { ContentPageName, Locale, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toRevision, type Revision } from '../../domain/content-pages/current-text.ts';
import { stateConflict } from '../../http/errors.ts';

type Db = Kysely<DB>;

export interface PageKey {
  platform: Platform;
  page: ContentPageName;
  locale: Locale;
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
