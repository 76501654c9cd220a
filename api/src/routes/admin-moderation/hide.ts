// Hiding and restoring a comment or a spot, and dismissing reports. Each runs in one transaction
// with its row locked and writes its audit line in it. Hiding resolves the subject's open reports
// (a hidden spot's thread is out of sight too, so its comments' reports with it); a hidden spot
// also gets deleted_at, which takes it out of every public read and the map's counts (0047).
import type { DismissBody, ModerationState, Platform } from '@moveable/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound, stateConflict } from '../../http/errors.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';

type Db = Kysely<DB>;

const alreadyHidden = (what: string) => stateConflict(`This ${what} is hidden already.`, 'already_hidden');
const notHidden = (what: string) => stateConflict(`This ${what} is not hidden.`, 'not_hidden');

interface LockedComment {
  id: number;
  spot_id: number;
  user_id: number | null;
  hidden_at: Date | null;
  hidden_note: string | null;
}

/** A comment of a current spot of the platform, locked. */
async function lockComment(trx: Transaction<DB>, platform: Platform, id: number): Promise<LockedComment> {
  const { rows } = await sql<LockedComment>`
    SELECT c.id, c.spot_id, c.user_id, c.hidden_at, c.hidden_note
    FROM comments c JOIN spots s ON s.id = c.spot_id
    WHERE c.id = ${id} AND s.platform = ${platform} AND s.deleted_at IS NULL
    FOR UPDATE OF c`.execute(trx);
  const row = rows[0];
  if (!row) throw notFound(`Comment ${id} not found`);
  return row;
}

async function resolveReports(trx: Transaction<DB>, where: { spotId: number } | { commentId: number } | { spotOnly: number }): Promise<number> {
  const condition =
    'commentId' in where
      ? sql`comment_id = ${where.commentId}`
      : 'spotOnly' in where
        ? sql`spot_id = ${where.spotOnly} AND comment_id IS NULL`
        : sql`spot_id = ${where.spotId}`;
  const { rows } = await sql<{ id: number }>`UPDATE reports SET resolved_at = now() WHERE ${condition} AND resolved_at IS NULL RETURNING id`.execute(
    trx,
  );
  return rows.length;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function hideComment(db: Db, platform: Platform, actorId: number, id: number, note: string): Promise<ModerationState> {
  return db.transaction().execute(async (trx) => {
    const comment = await lockComment(trx, platform, id);
    if (comment.hidden_at !== null) throw alreadyHidden('comment');
    const { hidden_at } = await trx
      .updateTable('comments')
      .set({ hidden_at: sql<Date>`now()`, hidden_note: note, hidden_by: actorId })
      .where('id', '=', id)
      .returning('hidden_at')
      .executeTakeFirstOrThrow();
    const resolvedReports = await resolveReports(trx, { commentId: id });
    await recordAudit(trx, {
      actorId,
      platform,
      action: 'comment.hide',
      subjectType: 'comment',
      subjectId: id,
      spotId: comment.spot_id,
      before: { hidden: false },
      after: { hidden: true, resolvedReports },
      note,
    });
    return { subjectType: 'comment', subjectId: id, spotId: comment.spot_id, hidden: true, hiddenAt: iso(hidden_at), note, resolvedReports };
  });
}

export async function restoreComment(db: Db, platform: Platform, actorId: number, id: number): Promise<ModerationState> {
  return db.transaction().execute(async (trx) => {
    const comment = await lockComment(trx, platform, id);
    if (comment.hidden_at === null) throw notHidden('comment');
    await trx.updateTable('comments').set({ hidden_at: null, hidden_note: null, hidden_by: null }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      platform,
      action: 'comment.restore',
      subjectType: 'comment',
      subjectId: id,
      spotId: comment.spot_id,
      before: { hidden: true, hiddenAt: iso(comment.hidden_at), note: comment.hidden_note },
      after: { hidden: false },
    });
    return { subjectType: 'comment', subjectId: id, spotId: comment.spot_id, hidden: false, hiddenAt: null, note: null, resolvedReports: 0 };
  });
}

interface LockedSpotState {
  id: number;
  deleted_at: Date | null;
  hidden_at: Date | null;
  hidden_note: string | null;
  merged_into: number | null;
}

/** A spot of the platform that is current or hidden (not deleted by its author, not merged), locked. */
async function lockModeratedSpot(trx: Transaction<DB>, platform: Platform, id: number): Promise<LockedSpotState> {
  const row = await trx
    .selectFrom('spots')
    .select(['id', 'deleted_at', 'hidden_at', 'hidden_note', 'merged_into'])
    .where('id', '=', id)
    .where('platform', '=', platform)
    .where((eb) => eb.or([eb('deleted_at', 'is', null), eb('hidden_at', 'is not', null)]))
    .where('merged_into', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`Spot ${id} not found`);
  return row;
}

export async function hideSpot(db: Db, platform: Platform, actorId: number, id: number, note: string): Promise<ModerationState> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockModeratedSpot(trx, platform, id);
    if (spot.hidden_at !== null) throw alreadyHidden('spot');
    // deleted_at with hidden_at: gone from every public read and the map's counts (0047).
    const { hidden_at } = await trx
      .updateTable('spots')
      .set({ hidden_at: sql<Date>`now()`, deleted_at: sql<Date>`now()`, hidden_note: note, hidden_by: actorId })
      .where('id', '=', id)
      .returning('hidden_at')
      .executeTakeFirstOrThrow();
    const resolvedReports = await resolveReports(trx, { spotId: id });
    await recordAudit(trx, {
      actorId,
      platform,
      action: 'spot.hide',
      subjectType: 'spot',
      subjectId: id,
      spotId: id,
      before: { hidden: false },
      after: { hidden: true, resolvedReports },
      note,
    });
    return { subjectType: 'spot', subjectId: id, spotId: id, hidden: true, hiddenAt: iso(hidden_at), note, resolvedReports };
  });
}

export async function restoreSpot(db: Db, platform: Platform, actorId: number, id: number): Promise<ModerationState> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockModeratedSpot(trx, platform, id);
    if (spot.hidden_at === null) throw notHidden('spot');
    await trx.updateTable('spots').set({ hidden_at: null, deleted_at: null, hidden_note: null, hidden_by: null }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      platform,
      action: 'spot.restore',
      subjectType: 'spot',
      subjectId: id,
      spotId: id,
      before: { hidden: true, hiddenAt: iso(spot.hidden_at), note: spot.hidden_note },
      after: { hidden: false },
    });
    return { subjectType: 'spot', subjectId: id, spotId: id, hidden: false, hiddenAt: null, note: null, resolvedReports: 0 };
  });
}

/** Resolves a subject's open reports, leaving the subject as it is. */
export async function dismissReports(db: Db, platform: Platform, actorId: number, body: DismissBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let spotId: number;
    let resolved: number;
    if (body.subjectType === 'comment') {
      const comment = await lockComment(trx, platform, body.subjectId);
      spotId = comment.spot_id;
      resolved = await resolveReports(trx, { commentId: comment.id });
    } else {
      spotId = (await lockModeratedSpot(trx, platform, body.subjectId)).id;
      resolved = await resolveReports(trx, { spotOnly: spotId });
    }
    // Nothing was open (someone else dealt with it first): nothing happened, no line.
    if (resolved > 0) {
      await recordAudit(trx, {
        actorId,
        platform,
        action: 'reports.dismiss',
        subjectType: body.subjectType,
        subjectId: body.subjectId,
        spotId,
        before: { openReports: resolved },
        after: { openReports: 0 },
        note: body.note ?? null,
      });
    }
    return resolved;
  });
}
