// Who an Open311 write speaks for: the organisation of a valid, unrevoked API key. Looked up by the
// hash of the secret (unique index), so the comparison is the database's equality on a digest,
// which leaks nothing about the secret. last_used_at is written at most once a minute per key, so
// a busy system does not turn every request into a row update.
import type { Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashApiKey, looksLikeApiKey } from './api-key-secret.ts';

export interface ApiKeyIdentity {
  keyId: number;
  organisationId: number;
  organisationSlug: string;
  organisationName: string;
  platform: Platform;
  country: string;
  /** Who made the key (null once that account is gone). */
  createdBy: number | null;
}

export async function identifyApiKey(db: Kysely<DB>, key: string): Promise<ApiKeyIdentity | null> {
  if (!looksLikeApiKey(key)) return null;
  const row = await db
    .selectFrom('organisation_api_keys as k')
    .innerJoin('organisations as o', 'o.id', 'k.organisation_id')
    .select(['k.id', 'k.organisation_id', 'o.slug', 'o.name', 'o.platform', 'o.country', 'k.created_by'])
    .where('k.secret_hash', '=', hashApiKey(key))
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('organisation_api_keys')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
  return {
    keyId: row.id,
    organisationId: row.organisation_id,
    organisationSlug: row.slug,
    organisationName: row.name,
    platform: row.platform,
    country: row.country,
    createdBy: row.created_by,
  };
}
