// Blocking an account (moderation): the flag, and every session of the account ended in the same
// transaction, so a block can never leave a session behind.
import { sql, type Kysely } from 'kysely';
import type { UserRole } from '@moveable/contract';
import { revokeAllRefreshTokens } from '../../auth/refresh-tokens.ts';
import type { DB } from '../../db/schema.ts';
import { recordAudit, type AuditEntry } from '../../domain/audit/record-audit.ts';

export interface BlockTarget {
  id: number;
  role: UserRole;
}

/** A live (not deleted) account, or null. */
export async function findBlockTarget(db: Kysely<DB>, id: number): Promise<BlockTarget | null> {
  const row = await db.selectFrom('users').select(['id', 'role']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row ?? null;
}

/** Who blocks or unblocks, for the audit log line written with the change. */
export type BlockActor = Pick<AuditEntry, 'actorId' | 'platform'>;

/** Blocks the account (a second block keeps the first date) and returns the sessions that ended. */
export async function blockAccount(db: Kysely<DB>, id: number, by: BlockActor): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ blocked_at: sql<Date>`coalesce(blocked_at, now())`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    const ended = await revokeAllRefreshTokens(trx, id);
    await recordAudit(trx, {
      ...by,
      action: 'user.block',
      subjectType: 'user',
      subjectId: id,
      after: { blocked: true, sessionsEnded: ended.length },
    });
    return ended;
  });
}

export async function unblockAccount(db: Kysely<DB>, id: number, by: BlockActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ blocked_at: null, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, { ...by, action: 'user.unblock', subjectType: 'user', subjectId: id, after: { blocked: false } });
  });
}
