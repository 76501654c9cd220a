// Archives spots whose archive date passed (a temporary category made them temporary, see
// routes/spots/archive-date.ts). Archived spots leave the default list and map; the map's cell
// counts follow by trigger. Set-based in batches, so a backlog after downtime stays one short
// statement at a time.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

const BATCH = 1000;

/** Returns how many spots it archived. */
export async function archiveDueSpots(db: Kysely<DB>): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ id: number }>`UPDATE spots SET archived = true, archived_at = now()
      WHERE id IN (SELECT id FROM spots
                   WHERE archive_at <= now() AND NOT archived AND deleted_at IS NULL
                   ORDER BY archive_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id`.execute(db);
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}
