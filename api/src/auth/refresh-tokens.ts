// The refresh_tokens table. Rotation claims a token with one conditional UPDATE (and stores its
// successor in the same statement): of two requests presenting the same token at once, exactly
// one sees it unrotated (PostgreSQL re-checks the WHERE clause after the first commits); the other
// finds it rotated, which is what a replayed stolen token looks like too, so the family is revoked.
// Revoking a family also records it in revoked_sessions, which ends its access tokens too: the
// callers hand the families to app.sessions.announce() once their transaction has committed.
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
  | { status: 'reused'; family: string; userId: number }
  | { status: 'revoked' | 'expired' | 'unknown' };

/** The successor's row, signed before the claim for the user and family the presented token names. */
export type SuccessorToken = Omit<StoredRefreshToken, 'authenticatedAt'>;

/**
 * Claims the presented token and stores its successor in one statement, one round trip with no
 * transaction around it: rotate_refresh_token() (migration 0045, which says what it checks and
 * why the function looks the token up again when it claimed nothing).
 */
export async function rotateRefreshToken(db: Db, presentedHash: string, next: SuccessorToken): Promise<TokenRotation> {
  const { rows } = await sql<{
    r_status: 'rotated' | 'claimed_without_successor' | 'unknown' | 'revoked' | 'reused' | 'expired';
    r_family: string | null;
    r_user_id: number | null;
    r_role: UserRole | null;
    r_authenticated_at: Date | null;
  }>`SELECT * FROM rotate_refresh_token(${presentedHash}, ${next.id}, ${next.family}, ${next.userId}, ${next.tokenHash}, ${next.expiresAt})`.execute(
    db,
  );
  const row = rows[0];
  if (row?.r_status === 'rotated' && row.r_user_id !== null && row.r_role !== null && row.r_authenticated_at !== null) {
    return { status: 'rotated', user: { id: row.r_user_id, role: row.r_role }, authenticatedAt: row.r_authenticated_at };
  }
  if (row?.r_status === 'reused' && row.r_family !== null && row.r_user_id !== null)
    return { status: 'reused', family: row.r_family, userId: row.r_user_id };
  if (row?.r_status === 'revoked' || row?.r_status === 'expired') return { status: row.r_status };
  // Claimed, but its account is deleted or blocked (or the row is not what the token says): no successor.
  return { status: 'unknown' };
}

/** Records ended sessions (their access tokens are refused from now on). */
async function recordRevoked(db: Db, sessions: { family: string; userId: number }[]): Promise<void> {
  if (sessions.length === 0) return;
  await db
    .insertInto('revoked_sessions')
    // The time of the write, not of the transaction's start: other instances read from here on.
    .values(sessions.map((s) => ({ family: s.family, user_id: s.userId, revoked_at: sql<Date>`clock_timestamp()` })))
    .onConflict((oc) => oc.column('family').doNothing())
    .execute();
}

/** Ends one session: its refresh tokens and (once announced) its access tokens stop working. */
export async function revokeFamily(db: Db, family: string, userId: number): Promise<void> {
  await recordRevoked(db, [{ family, userId }]);
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The session a token belongs to, whatever its state (logout revokes it). */
export async function familyOfToken(db: Db, tokenHash: string): Promise<{ family: string; userId: number } | null> {
  const row = await db.selectFrom('refresh_tokens').select(['family', 'user_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? { family: row.family, userId: row.user_id } : null;
}

/**
 * Signs the person out everywhere (password reset, block, account deletion): every session that
 * still had a usable refresh token ends. Returns those sessions, to announce after the commit.
 */
export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<string[]> {
  const live = await db
    .selectFrom('refresh_tokens')
    .select('family')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  const families = live.map((r) => r.family);
  await recordRevoked(
    db,
    families.map((family) => ({ family, userId })),
  );
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return families;
}

/** Rows past their expiry are useless; each new sign-in clears the person's old ones. */
export async function deleteExpiredRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .deleteFrom('refresh_tokens')
    .where('user_id', '=', userId)
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
