// "Fixed": a shame spot becomes fixed by three proposals, by a responsible organisation's member,
// or by an official answer "done" — each in its own write, all through this one update.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { queueWebhookEvent } from '../webhooks/queue-event.ts';

/**
 * Sets the spot fixed now; callers hold its lock and have checked that it is a shame spot. The
 * organisations' webhooks get spot.fixed from the same transaction (issue 15).
 */
export async function setFixed(db: Kysely<DB>, spotId: number): Promise<void> {
  await db
    .updateTable('spots')
    .set({ fixed: true, fixed_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', spotId)
    .execute();
  await queueWebhookEvent(db, 'spot.fixed', spotId);
}
