// The audit log's pages: newest first on the (platform, at, id) index, or a spot's own lines on
// the partial spot index; keyset paging, so the hundredth page costs what the first does.
import type { Kysely } from 'kysely';
import type { AuditEntry, AuditQuery, Platform } from '@moveable/contract';
import type { DB } from '../../db/schema.ts';

export interface AuditCursor {
  k: string;
  i: number;
}

export async function listAudit(db: Kysely<DB>, platform: Platform, query: AuditQuery, after: AuditCursor | undefined) {
  let q = db
    .selectFrom('admin_audit as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.actor_id', 'u.username', 'a.action', 'a.subject_type', 'a.subject_id', 'a.spot_id', 'a.before', 'a.after', 'a.note'])
    .where('a.platform', '=', platform);
  if (query.spotId !== undefined) q = q.where('a.spot_id', '=', query.spotId);
  if (query.subjectType !== undefined) q = q.where('a.subject_type', '=', query.subjectType);
  if (query.subjectId !== undefined) q = q.where('a.subject_id', '=', query.subjectId);
  if (after) {
    const at = new Date(after.k);
    q = q.where((eb) => eb.or([eb('a.at', '<', at), eb.and([eb('a.at', '=', at), eb('a.id', '<', after.i)])]));
  }
  return q
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.limit + 1)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

export function toWire(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor_id === null ? null : { id: row.actor_id, username: row.username ?? null },
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    spotId: row.spot_id,
    before: row.before ?? null,
    after: row.after ?? null,
    note: row.note,
  };
}
