// Every interaction write starts here: it finds the spot (404 when it does not exist, is deleted or
// belongs to another platform) and locks its row until the transaction ends. The lock serialises
// votes, fix proposals, "fixed" and comments on one spot, so counters and the third-proposal rule
// stay exact on PostgreSQL, and a vote racing the fixing of its spot sees the spot fixed.
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../../http/errors.ts';
import type { DB, Platform } from '../../db/schema.ts';

export interface LockedSpot {
  id: number;
  famed: boolean;
  fixed: boolean;
  authorId: number | null;
}

export async function lockSpot(trx: Transaction<DB> | Kysely<DB>, platform: Platform, id: number): Promise<LockedSpot> {
  const row = await trx
    .selectFrom('spots')
    .select(['id', 'famed', 'fixed', 'author_id'])
    .where('id', '=', id)
    .where('platform', '=', platform)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`Spot ${id} not found`);
  return { id: row.id, famed: row.famed, fixed: row.fixed, authorId: row.author_id };
}
