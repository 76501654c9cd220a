// The contact details a town's system sent with an Open311 request (open311_requesters: e-mail,
// names, phone) are never shown to anybody; they are kept for a year after the spot was reported,
// for the town to ask back, and no longer.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export const OPEN311_REQUESTER_RETENTION = '1 year';

export async function purgeOpen311Requesters(db: Kysely<DB>): Promise<number> {
  const deleted = await db
    .deleteFrom('open311_requesters')
    .where('spot_id', 'in', (q) =>
      q
        .selectFrom('spots')
        .select('id')
        .where('created_at', '<', sql<Date>`now() - ${OPEN311_REQUESTER_RETENTION}::interval`),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
