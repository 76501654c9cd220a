// One line of the admin pages' audit log (migration 0046), written in the transaction of the
// action it records where there is one, so that an action and its line land together or not at all.
import type { Kysely } from 'kysely';
import type { AuditAction, AuditSubjectType, Platform } from '@moveable/contract';
import type { DB } from '../../db/schema.ts';

export interface AuditEntry {
  actorId: number | null;
  platform: Platform;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: number;
  /** The spot the action concerns (a spot's, or a comment's spot), for the spot's own log. */
  spotId?: number | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      actor_id: entry.actorId,
      platform: entry.platform,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      spot_id: entry.spotId ?? null,
      before: json(entry.before),
      after: json(entry.after),
      note: entry.note ?? null,
    })
    .execute();
}
