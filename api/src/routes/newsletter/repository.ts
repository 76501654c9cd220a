// The newsletter's SQL: requests waiting for their confirmation link, subscriptions, and the
// administrators' counts and list. Addresses arrive lower-cased (the contract's email schema).
import type { Locale, Platform } from '@moveable/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, NewsletterSubscriptionsTable } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

type Db = Kysely<DB>;

export interface Newsletter {
  platform: Platform;
  /** Two-letter code or 'world'. */
  country: string;
}

export type Subscription = Selectable<NewsletterSubscriptionsTable>;

export async function isSubscribed(db: Db, newsletter: Newsletter, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('id')
    .where('platform', '=', newsletter.platform)
    .where('country', '=', newsletter.country)
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewRequest extends Newsletter {
  email: string;
  locale: Locale;
  consentTextVersion: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Stores the request, replacing an open one for the same address (whose link stops working). */
export async function saveRequest(db: Db, request: NewRequest): Promise<void> {
  await db
    .insertInto('newsletter_requests')
    .values({
      platform: request.platform,
      country: request.country,
      email: request.email,
      locale: request.locale,
      consent_text_version: request.consentTextVersion,
      token_hash: request.tokenHash,
      expires_at: request.expiresAt,
    })
    .onConflict((oc) =>
      oc.columns(['platform', 'country', 'email']).doUpdateSet((eb) => ({
        locale: eb.ref('excluded.locale'),
        consent_text_version: eb.ref('excluded.consent_text_version'),
        token_hash: eb.ref('excluded.token_hash'),
        expires_at: eb.ref('excluded.expires_at'),
        created_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/**
 * Turns the request with this token into a subscription, in one transaction: the request is
 * deleted and the subscription written (or, if the address is subscribed already, its language
 * and consent renewed). 400 token_expired / token_invalid when there is no such open request.
 */
export async function confirmRequest(db: Db, tokenHash: string, unsubscribeNonce: string): Promise<Subscription> {
  const subscription = await db.transaction().execute(async (trx) => {
    const request = await trx
      .deleteFrom('newsletter_requests')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
    if (!request) return undefined;
    return trx
      .insertInto('newsletter_subscriptions')
      .values({
        platform: request.platform,
        country: request.country,
        locale: request.locale,
        email: request.email,
        consent_text_version: request.consent_text_version,
        requested_at: request.created_at,
        confirmed_at: sql<Date>`now()`,
        unsubscribe_nonce: unsubscribeNonce,
      })
      .onConflict((oc) =>
        oc
          .columns(['platform', 'country', 'email'])
          .where('unsubscribed_at', 'is', null)
          .doUpdateSet((eb) => ({
            locale: eb.ref('excluded.locale'),
            consent_text_version: eb.ref('excluded.consent_text_version'),
            requested_at: eb.ref('excluded.requested_at'),
            confirmed_at: eb.ref('excluded.confirmed_at'),
          })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (subscription) return subscription;
  const expired = await db.selectFrom('newsletter_requests').select('id').where('token_hash', '=', tokenHash).executeTakeFirst();
  throw expired
    ? badRequest('This link has expired. Please subscribe again.', 'token', 'token_expired')
    : badRequest('This link is not valid or has already been used.', 'token', 'token_invalid');
}

export async function findSubscriptionByNonce(db: Db, nonce: string): Promise<Subscription | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('unsubscribe_nonce', '=', nonce).executeTakeFirst();
}

/** Ends the subscription (the row stays as the record of consent); nothing if it has ended already. */
export async function endSubscription(db: Db, nonce: string): Promise<boolean> {
  const ended = await db
    .updateTable('newsletter_subscriptions')
    .set({ unsubscribed_at: sql<Date>`now()` })
    .where('unsubscribe_nonce', '=', nonce)
    .where('unsubscribed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return ended !== undefined;
}

export interface ListFilter {
  platform: Platform;
  country?: string | undefined;
  locale?: Locale | undefined;
  limit: number;
  /** Subscriptions after this id. */
  after?: number | undefined;
}

/** The platform's current subscriptions: counts per country and language, and one page of the filtered list (oldest first). */
export async function listSubscriptions(db: Db, filter: ListFilter) {
  const counts = await db
    .selectFrom('newsletter_subscriptions')
    .select(['country', 'locale', sql<number>`count(*)::int`.as('count')])
    .where('platform', '=', filter.platform)
    .where('unsubscribed_at', 'is', null)
    .groupBy(['country', 'locale'])
    .orderBy('country')
    .orderBy('locale')
    .execute();
  let query = db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email', 'country', 'locale', 'consent_text_version', 'requested_at', 'confirmed_at'])
    .where('platform', '=', filter.platform)
    .where('unsubscribed_at', 'is', null)
    .orderBy('id')
    .limit(filter.limit + 1);
  if (filter.country) query = query.where('country', '=', filter.country);
  if (filter.locale) query = query.where('locale', '=', filter.locale);
  if (filter.after !== undefined) query = query.where('id', '>', filter.after);
  const rows = await query.execute();
  const page = rows.slice(0, filter.limit);
  return {
    total: counts.reduce((sum, c) => sum + c.count, 0),
    counts,
    items: page,
    next: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
