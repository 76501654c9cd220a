// Premium requests (the /premium form) are kept two years: long enough to answer one and to look
// back at a partnership that came of it, no longer (the privacy pages say so, section 11).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export const PREMIUM_REQUEST_RETENTION = '2 years';

export async function purgePremiumRequests(db: Kysely<DB>): Promise<number> {
  const deleted = await db
    .deleteFrom('premium_requests')
    .where('created_at', '<', sql<Date>`now() - ${PREMIUM_REQUEST_RETENTION}::interval`)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
