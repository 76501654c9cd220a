// The refresh_tokens table. Rotation claims a token with one conditional UPDATE: of two requests
// presenting the same token at once, exactly one sees it unrotated (PostgreSQL re-checks the
// WHERE clause after the first commits); the other finds it rotated, which is what a replayed
// stolen token looks like too, so the family is revoked.
// Revoking a family also records it in revoked_sessions, which ends its access tokens too: the
// callers hand the families to app.sessions.announce() once their transaction has committed.
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

export type ClaimResult =
  | { status: 'claimed'; family: string; userId: number; authenticatedAt: Date }
  /** Already rotated: a replay. The caller revokes the family. */
  | { status: 'reused'; family: string; userId: number }
  | { status: 'revoked' | 'expired' | 'unknown' };

/** Marks a current token rotated (in the caller's transaction) and says what it belonged to. */
export async function claimRefreshToken(trx: Db, tokenHash: string): Promise<ClaimResult> {
  const claimed = await trx
    .updateTable('refresh_tokens')
    .set({ rotated_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    // A token minted by a refresh that raced the revocation of its family is no way back in.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('revoked_sessions').select('revoked_sessions.family').whereRef('revoked_sessions.family', '=', 'refresh_tokens.family'))),
    )
    .returning(['family', 'user_id', 'authenticated_at'])
    .executeTakeFirst();
  if (claimed) return { status: 'claimed', family: claimed.family, userId: claimed.user_id, authenticatedAt: claimed.authenticated_at };
  const row = await trx
    .selectFrom('refresh_tokens')
    .select(['family', 'user_id', 'rotated_at', 'revoked_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.revoked_at) return { status: 'revoked' };
  if (row.rotated_at) return { status: 'reused', family: row.family, userId: row.user_id };
  if (row.expired) return { status: 'expired' };
  return { status: 'revoked' }; // its family is in revoked_sessions
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
