// The refresh_tokens table. Rotation claims a token with one conditional UPDATE: of two requests
// presenting the same token at once, exactly one sees it unrotated (PostgreSQL re-checks the
// WHERE clause after the first commits); the other finds it rotated, which is what a replayed
// stolen token looks like too, so the family is revoked.
import type { UserRole } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

type Db = Kysely<DB>;

export interface StoredRefreshToken {
  id: string;
  family: string;
  userId: number;
  tokenHash: string;
  authenticatedAt: Date;
  expiresAt: Date;
}

export async function insertRefreshToken(db: Db, token: StoredRefreshToken): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: token.id,
      family: token.family,
      user_id: token.userId,
      token_hash: token.tokenHash,
      authenticated_at: token.authenticatedAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

export type TokenRotation =
  | { status: 'rotated'; user: { id: number; role: UserRole }; authenticatedAt: Date }
  /** Already rotated: a replay. The caller revokes the family. */
  | { status: 'reused'; family: string }
  | { status: 'revoked' | 'expired' | 'unknown' };

/**
 * Marks a current token rotated and stores its successor (`next`, signed for the user and family
 * the presented token names), in one statement: a refresh is one round trip to the database, not
 * a transaction of five. Only a token that is current, of a person not deleted and of that user
 * and family gets a successor; anything else is looked into afterwards (the rare case).
 */
export async function rotateRefreshToken(db: Db, presentedHash: string, next: Omit<StoredRefreshToken, 'authenticatedAt'>): Promise<TokenRotation> {
  const { rows } = await sql<{ claimed: number; id: number | null; role: UserRole | null; authenticated_at: Date | null }>`
    WITH claimed AS (
      UPDATE refresh_tokens SET rotated_at = now()
      WHERE token_hash = ${presentedHash}::text AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > now()
      RETURNING family, user_id, authenticated_at
    ), account AS (
      SELECT u.id, u.role, c.authenticated_at FROM claimed c JOIN users u ON u.id = c.user_id
      WHERE u.deleted_at IS NULL AND c.family = ${next.family}::uuid AND c.user_id = ${next.userId}::bigint
    ), minted AS (
      INSERT INTO refresh_tokens (id, family, user_id, token_hash, authenticated_at, expires_at)
      SELECT ${next.id}::uuid, ${next.family}::uuid, a.id, ${next.tokenHash}::text, a.authenticated_at, ${next.expiresAt}::timestamptz FROM account a
      RETURNING user_id
    )
    SELECT (SELECT count(*) FROM claimed)::int AS claimed, a.id, a.role, a.authenticated_at
    FROM (SELECT 1) AS one LEFT JOIN account a ON true`.execute(db);
  const row = rows[0];
  if (row && row.id !== null && row.role !== null && row.authenticated_at !== null) {
    return { status: 'rotated', user: { id: row.id, role: row.role }, authenticatedAt: row.authenticated_at };
  }
  // Claimed but its person is gone (or the token's claims don't match its row): no successor.
  if (row?.claimed) return { status: 'unknown' };
  const found = await db
    .selectFrom('refresh_tokens')
    .select(['family', 'rotated_at', 'revoked_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', presentedHash)
    .executeTakeFirst();
  if (!found) return { status: 'unknown' };
  if (found.revoked_at) return { status: 'revoked' };
  if (found.rotated_at) return { status: 'reused', family: found.family };
  return { status: 'expired' };
}

export async function revokeFamily(db: Db, family: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The family a token belongs to, whatever its state (logout revokes it). */
export async function familyOfToken(db: Db, tokenHash: string): Promise<string | null> {
  const row = await db.selectFrom('refresh_tokens').select('family').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.family ?? null;
}

/** Signs the person out everywhere (password reset, account deletion). */
export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Rows past their expiry are useless; each new sign-in clears the person's old ones. */
export async function deleteExpiredRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .deleteFrom('refresh_tokens')
    .where('user_id', '=', userId)
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
