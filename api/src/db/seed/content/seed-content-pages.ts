// Writes the content pages' texts (content/<page>/<locale>.md) into the database for every
// platform, as each page's first revision, wherever a page does not exist yet. Runs at every start
// (it is no demo data: production needs its imprint) and does nothing for pages that exist, so an
// administrator's edits are never overwritten and a page added to the files later is added.
// Texts are stored as written, placeholders unfilled: the API fills them per country when a page
// is read.
import { PLATFORMS } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../schema.ts';
import { readContentSources, type ContentSource } from './load-content.ts';
import { CONTENT_LAST_UPDATED } from './platform-values.ts';

let sources: Promise<ContentSource[]> | undefined;

/** The files, read once per process (they are part of the release). */
export function contentSources(): Promise<ContentSource[]> {
  sources ??= readContentSources();
  return sources;
}

/** The seeded revisions carry the texts' own date, which the pages show as "last updated". */
const SEEDED_AT = `${CONTENT_LAST_UPDATED}T00:00:00.000Z`;

/** Adds the pages that are missing; returns how many it added. Safe with several instances starting at once. */
export async function seedContentPages(db: Kysely<DB>): Promise<number> {
  const texts = await contentSources();
  const rows = PLATFORMS.flatMap((platform) => texts.map((text) => ({ platform, text })));
  return db.transaction().execute(async (trx) => {
    // A concurrent start waits on the unique key here and then inserts nothing.
    const { rows: added } = await sql<{ id: number; platform: string; page: string; locale: string }>`
      INSERT INTO content_pages (platform, page, locale)
      SELECT * FROM unnest(${rows.map((r) => r.platform)}::text[], ${rows.map((r) => r.text.page)}::text[],
        ${rows.map((r) => r.text.locale)}::text[])
      ON CONFLICT (platform, page, locale) DO NOTHING
      RETURNING id, platform, page, locale`.execute(trx);
    if (added.length === 0) return 0;
    const byKey = new Map(texts.map((text) => [`${text.page}/${text.locale}`, text]));
    const revisions = added.map((page) => ({ pageId: page.id, text: byKey.get(`${page.page}/${page.locale}`) as ContentSource }));
    await sql`INSERT INTO content_page_revisions (page_id, title, description, body_markdown, author_id, created_at)
      SELECT page_id, title, description, body, NULL, ${SEEDED_AT}::timestamptz
      FROM unnest(${revisions.map((r) => r.pageId)}::bigint[], ${revisions.map((r) => r.text.title)}::text[],
        ${revisions.map((r) => r.text.description)}::text[], ${revisions.map((r) => r.text.body)}::text[])
        AS t(page_id, title, description, body)`.execute(trx);
    return added.length;
  });
}
