// When a spot archives. A spot with a temporary category (snow, dirt, construction) archives 30
// days after its creation; the author may push that back by 30 days at a time. The date is set
// when the first temporary category arrives (on create or later), kept while one remains (so a
// delay survives other category edits), and removed when none is left. The archive job
// (jobs/archive-due-spots.ts) archives spots whose date passed.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export const ARCHIVE_AFTER_DAYS = 30;
const period = sql`make_interval(days => ${ARCHIVE_AFTER_DAYS})`;

/** Brings archive_at in line with the spot's categories; call it in the transaction that changed them. */
export async function syncArchiveAt(trx: Kysely<DB>, spotId: number): Promise<void> {
  await sql`UPDATE spots s SET archive_at = n.archive_at
    FROM (SELECT id, CASE WHEN EXISTS (SELECT 1 FROM spot_categories sc JOIN categories c ON c.id = sc.category_id
                                       WHERE sc.spot_id = spots.id AND c.temporary)
                     THEN coalesce(archive_at, created_at + ${period}) END AS archive_at
          FROM spots WHERE id = ${spotId}) n
    WHERE s.id = n.id AND s.archive_at IS DISTINCT FROM n.archive_at`.execute(trx);
}

/**
 * The author's delay: 30 days after the later of now and the current date. A spot the job already
 * archived comes back. Returns the new date, or null when the spot has none (nothing to delay).
 */
export async function delayArchive(trx: Kysely<DB>, spotId: number): Promise<Date | null> {
  const { rows } = await sql<{ archive_at: Date }>`UPDATE spots
    SET archive_at = greatest(now(), archive_at) + ${period}, archived = false, archived_at = NULL
    WHERE id = ${spotId} AND archive_at IS NOT NULL
    RETURNING archive_at`.execute(trx);
  return rows[0]?.archive_at ?? null;
}
