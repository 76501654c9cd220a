// POST /admin/spots/:id/merge: a duplicate spot goes into the one kept. In one transaction, with
// both rows locked in id order (two merges of the same pair in opposite directions cannot
// deadlock, and a vote or comment racing the merge waits for it and then finds the spot gone):
// votes and fix proposals move once per person, comments, photos (after the kept spot's), official
// answers and reports move; vote_count and comment_count move with their rows; the derived
// columns (cover photo, official answer) follow through 0020's triggers. The merged spot keeps its
// row with merged_into and deleted_at (0047): gone from every read and from the map's counts, and
// GET /spots/:id of it redirects to the kept one.
import type { MergeBody, MergeResult, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound, stateConflict } from '../../http/errors.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';

interface SpotRow {
  id: number;
  platform: Platform;
  deleted_at: Date | null;
  hidden_at: Date | null;
  merged_into: number | null;
  vote_count: number;
  comment_count: number;
}

const counted = async (query: Promise<{ rows: unknown[] }>) => (await query).rows.length;

export async function mergeSpots(db: Kysely<DB>, platform: Platform, actorId: number, mergedId: number, body: MergeBody): Promise<MergeResult> {
  const keptId = body.into;
  if (keptId === mergedId) throw badRequest('A spot cannot be merged into itself: into must be another spot', 'into');
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<SpotRow>`
      SELECT id, platform, deleted_at, hidden_at, merged_into, vote_count, comment_count FROM spots
      WHERE id IN (${mergedId}, ${keptId}) ORDER BY id FOR UPDATE`.execute(trx);
    const merged = rows.find((r) => r.id === mergedId && r.platform === platform);
    const kept = rows.find((r) => r.id === keptId && r.platform === platform);
    if (!merged || (merged.deleted_at !== null && merged.merged_into === null && merged.hidden_at === null))
      throw notFound(`Spot ${mergedId} not found`);
    if (merged.merged_into !== null) throw stateConflict(`Spot ${mergedId} was merged already.`, 'already_merged');
    if (merged.hidden_at !== null) throw stateConflict(`Spot ${mergedId} is hidden; restore it first.`, 'hidden');
    if (!kept) throw badRequest(`into: spot ${keptId} does not exist on this platform`, 'into');
    if (kept.deleted_at !== null) {
      const why = kept.merged_into !== null ? `was merged into ${kept.merged_into}` : kept.hidden_at !== null ? 'is hidden' : 'is deleted';
      throw badRequest(`into: spot ${keptId} ${why}`, 'into');
    }

    const votes = await counted(
      sql`INSERT INTO votes (spot_id, user_id, created_at) SELECT ${keptId}, user_id, created_at FROM votes WHERE spot_id = ${mergedId}
        ON CONFLICT DO NOTHING RETURNING 1`.execute(trx),
    );
    const votesGone = await counted(sql`DELETE FROM votes WHERE spot_id = ${mergedId} RETURNING 1`.execute(trx));
    const fixProposals = await counted(
      sql`INSERT INTO fix_proposals (spot_id, user_id, created_at) SELECT ${keptId}, user_id, created_at FROM fix_proposals WHERE spot_id = ${mergedId}
        ON CONFLICT DO NOTHING RETURNING 1`.execute(trx),
    );
    await sql`DELETE FROM fix_proposals WHERE spot_id = ${mergedId}`.execute(trx);
    const comments = await counted(sql`UPDATE comments SET spot_id = ${keptId} WHERE spot_id = ${mergedId} RETURNING 1`.execute(trx));
    const photos = await counted(
      sql`UPDATE photos SET spot_id = ${keptId},
          position = position + (SELECT coalesce(max(position) + 1, 0) FROM photos WHERE spot_id = ${keptId})
        WHERE spot_id = ${mergedId} RETURNING 1`.execute(trx),
    );
    const officialAnswers = await counted(sql`UPDATE official_answers SET spot_id = ${keptId} WHERE spot_id = ${mergedId} RETURNING 1`.execute(trx));
    // One open report per person and spot (0030's unique index): a person who reported both keeps
    // the kept spot's open one; their other is resolved, then everything moves.
    await sql`UPDATE reports r SET resolved_at = now()
      WHERE r.spot_id = ${mergedId} AND r.comment_id IS NULL AND r.resolved_at IS NULL
        AND EXISTS (SELECT 1 FROM reports k WHERE k.spot_id = ${keptId} AND k.comment_id IS NULL AND k.resolved_at IS NULL AND k.user_id = r.user_id)`.execute(
      trx,
    );
    const reports = await counted(sql`UPDATE reports SET spot_id = ${keptId} WHERE spot_id = ${mergedId} RETURNING 1`.execute(trx));

    await sql`UPDATE spots SET vote_count = vote_count + ${votes}, comment_count = comment_count + ${comments}, updated_at = now()
      WHERE id = ${keptId}`.execute(trx);
    await sql`UPDATE spots SET vote_count = greatest(0, vote_count - ${votesGone}), comment_count = greatest(0, comment_count - ${comments}),
        merged_into = ${keptId}, deleted_at = now()
      WHERE id = ${mergedId}`.execute(trx);

    const moved = { votes, comments, photos, fixProposals, officialAnswers, reports };
    await recordAudit(trx, {
      actorId,
      platform,
      action: 'spot.merge',
      subjectType: 'spot',
      subjectId: mergedId,
      // The kept spot's log shows what came into it.
      spotId: keptId,
      before: {
        merged: { id: mergedId, votes: merged.vote_count, comments: merged.comment_count },
        kept: { id: keptId, votes: kept.vote_count, comments: kept.comment_count },
      },
      after: { mergedInto: keptId, kept: { id: keptId, votes: kept.vote_count + votes, comments: kept.comment_count + comments }, moved },
      note: body.note ?? null,
    });
    return { keptId, mergedId, moved };
  });
}
