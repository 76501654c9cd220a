// Organisation API keys in SQL: listed newest first with the name of who made each; never the hash.
import type { ApiKey } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { apiKeyHint, type NewSecret } from '../../domain/api-keys/api-key-secret.ts';

type Db = Kysely<DB>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function keysQuery(db: Db, organisationId: number) {
  return db
    .selectFrom('organisation_api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select(['k.id', 'k.name', 'k.prefix', 'k.last_chars', 'k.created_by', 'u.username', 'k.created_at', 'k.last_used_at', 'k.revoked_at'])
    .where('k.organisation_id', '=', organisationId);
}

type Row = Awaited<ReturnType<ReturnType<typeof keysQuery>['executeTakeFirstOrThrow']>>;

const toApiKey = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  hint: apiKeyHint(row.prefix, row.last_chars),
  createdBy: row.created_by === null ? null : { id: row.created_by, name: row.username ?? '' },
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: iso(row.last_used_at),
  revokedAt: iso(row.revoked_at),
});

export async function listApiKeys(db: Db, organisationId: number): Promise<ApiKey[]> {
  const rows = await keysQuery(db, organisationId).orderBy('k.created_at', 'desc').orderBy('k.id', 'desc').execute();
  return rows.map(toApiKey);
}

export async function findApiKey(db: Db, organisationId: number, id: number): Promise<ApiKey | null> {
  const row = await keysQuery(db, organisationId).where('k.id', '=', id).executeTakeFirst();
  return row ? toApiKey(row) : null;
}

export async function countApiKeys(db: Db, organisationId: number): Promise<number> {
  const row = await db
    .selectFrom('organisation_api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertApiKey(db: Db, organisationId: number, name: string, createdBy: number, secret: NewSecret): Promise<number> {
  const { id } = await db
    .insertInto('organisation_api_keys')
    .values({
      organisation_id: organisationId,
      name,
      secret_hash: secret.hash,
      prefix: secret.prefix,
      last_chars: secret.lastChars,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Sets revoked_at once (revoking a revoked key keeps its first date). */
export async function revokeApiKey(db: Db, id: number): Promise<void> {
  await db
    .updateTable('organisation_api_keys')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
