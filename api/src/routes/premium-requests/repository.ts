// The premium requests' SQL: store one, list a platform's newest first (keyset on created_at, id).
import type { Locale, Platform, PremiumRequest, PremiumRequestInput } from '@moveable/contract';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { DB, PremiumRequestsTable } from '../../db/schema.ts';

type Db = Kysely<DB>;

export interface PremiumCursor {
  k: string;
  i: number;
}

export function toWire(row: Selectable<PremiumRequestsTable>): PremiumRequest {
  return {
    id: row.id,
    platform: row.platform,
    country: row.country,
    locale: row.locale,
    organisationName: row.organisation_name,
    contactName: row.contact_name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}

export async function saveRequest(
  db: Db,
  site: { platform: Platform; country: string | null; locale: Locale },
  input: PremiumRequestInput,
): Promise<Selectable<PremiumRequestsTable>> {
  return db
    .insertInto('premium_requests')
    .values({
      platform: site.platform,
      country: site.country,
      locale: site.locale,
      organisation_name: input.organisationName,
      contact_name: input.contactName,
      email: input.email,
      message: input.message,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** limit + 1 rows, newest first (the extra one says "more"). */
export async function listRequests(db: Db, platform: Platform, limit: number, cursor: PremiumCursor | undefined) {
  return db
    .selectFrom('premium_requests')
    .selectAll()
    .where('platform', '=', platform)
    .$if(cursor !== undefined, (qb) => qb.where(sql<SqlBool>`(created_at, id) < (${cursor?.k}::timestamptz, ${cursor?.i}::bigint)`))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}
