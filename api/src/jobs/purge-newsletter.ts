// What the newsletter keeps, and no longer: a request whose confirmation link expired is deleted
// (the address was never subscribed); an ended subscription, the record of consent and of
// unsubscribing, is deleted three years after the unsubscribe (the privacy policy's promise).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** How long an ended subscription is kept as proof of consent. */
export const ENDED_SUBSCRIPTION_RETENTION = '3 years';

export async function purgeNewsletter(db: Kysely<DB>): Promise<{ requests: number; subscriptions: number }> {
  const requests = await db
    .deleteFrom('newsletter_requests')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  const subscriptions = await db
    .deleteFrom('newsletter_subscriptions')
    .where('unsubscribed_at', '<', sql<Date>`now() - ${ENDED_SUBSCRIPTION_RETENTION}::interval`)
    .executeTakeFirst();
  return { requests: Number(requests.numDeletedRows), subscriptions: Number(subscriptions.numDeletedRows) };
}
