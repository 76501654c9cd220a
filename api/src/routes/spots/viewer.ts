// GET /spots/:id/viewer: what the signed-in person has done on a spot and what they may do, so
// the detail page shows the right buttons without knowing the rules. The server checks the same
// rules again on every write (responsibility.ts, spot-access.ts).
import type { Platform, SpotViewer } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import { notFound } from '../../http/errors.ts';
import type { DB } from '../../db/schema.ts';
import { canEditSpot, isModerator, organisationsToAnswerAs, type Actor } from '../../domain/spots/responsibility.ts';

interface ViewerRow {
  author_id: number | null;
  famed: boolean;
  fixed: boolean;
  archive_at: Date | null;
  voted: boolean;
  proposed_fix: boolean;
  reported_spot: boolean;
  voted_comment_ids: number[];
  reported_comment_ids: number[];
}

export async function spotViewer(db: Kysely<DB>, platform: Platform, id: number, actor: Actor): Promise<SpotViewer> {
  const { rows } = await sql<ViewerRow>`SELECT s.author_id, s.famed, s.fixed, s.archive_at,
      EXISTS (SELECT 1 FROM votes WHERE spot_id = s.id AND user_id = ${actor.id}) AS voted,
      EXISTS (SELECT 1 FROM fix_proposals WHERE spot_id = s.id AND user_id = ${actor.id}) AS proposed_fix,
      EXISTS (SELECT 1 FROM reports WHERE spot_id = s.id AND comment_id IS NULL AND user_id = ${actor.id} AND resolved_at IS NULL) AS reported_spot,
      ARRAY(SELECT cv.comment_id FROM comment_votes cv JOIN comments c ON c.id = cv.comment_id
            WHERE c.spot_id = s.id AND cv.user_id = ${actor.id} ORDER BY 1) AS voted_comment_ids,
      ARRAY(SELECT DISTINCT r.comment_id FROM reports r
            WHERE r.spot_id = s.id AND r.comment_id IS NOT NULL AND r.user_id = ${actor.id} AND r.resolved_at IS NULL ORDER BY 1) AS reported_comment_ids
    FROM spots s
    WHERE s.id = ${id} AND s.platform = ${platform} AND s.deleted_at IS NULL`.execute(db);
  const row = rows[0];
  if (!row) throw notFound(`Spot ${id} not found`);

  const answerAs = await organisationsToAnswerAs(db, id, actor);
  const editor = canEditSpot(actor, { authorId: row.author_id });
  const isAuthor = row.author_id !== null && row.author_id === actor.id;
  return {
    voted: row.voted,
    proposedFix: row.proposed_fix,
    votedCommentIds: row.voted_comment_ids,
    reportedSpot: row.reported_spot,
    reportedCommentIds: row.reported_comment_ids,
    can: {
      edit: editor,
      delete: editor,
      delayArchive: isAuthor && row.archive_at !== null,
      // Only a shame spot can be fixed, and only once; members of a responsible organisation,
      // moderators and admins may say so.
      markFixed: !row.famed && !row.fixed && (isModerator(actor) || answerAs.length > 0),
      moderate: isModerator(actor),
      // Authors edit or delete their own spot; reporting it is refused (403 own_content).
      report: !isAuthor,
      answerAs,
    },
  };
}
