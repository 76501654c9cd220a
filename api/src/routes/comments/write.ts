// Writing comments. A new comment and a deletion lock the spot row (votes/spot-lock.ts), so the
// spot's comment_count moves in the same transaction as the rows and always equals them; a
// deletion takes the replies with it and subtracts every row it removed.
import type { Comment, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden, notFound, stateConflict } from '../../http/errors.ts';
import { isModerator, type Actor } from '../../domain/spots/responsibility.ts';
import { lockSpot } from '../../domain/spots/spot-access.ts';
import { visibleComments } from '../../domain/comments/visible-comments.ts';
import { queueWebhookEvent } from '../../domain/webhooks/queue-event.ts';
import { findComment } from './read.ts';

type Db = Kysely<DB>;

const commentNotFound = (id: number) => notFound(`Comment ${id} not found`);

/** The comment's author and place, or 404. */
async function commentOwner(db: Db, platform: Platform, commentId: number) {
  const row = await visibleComments(db, platform).select(['c.id', 'c.user_id', 'c.spot_id']).where('c.id', '=', commentId).executeTakeFirst();
  if (!row) throw commentNotFound(commentId);
  return row;
}

async function checkParent(db: Db, spotId: number, parentId: number): Promise<void> {
  const parent = await db.selectFrom('comments').select(['spot_id', 'parent_id']).where('id', '=', parentId).executeTakeFirst();
  if (!parent || parent.spot_id !== spotId) throw badRequest('parentId must be the id of a comment of this spot', 'parentId', 'unknown_parent');
  if (parent.parent_id !== null) throw badRequest('parentId is a reply: replies cannot be answered', 'parentId', 'reply_depth');
}

export interface NewComment {
  body: string;
  parentId?: number | undefined;
}

export function createComment(db: Db, platform: Platform, spotId: number, userId: number, input: NewComment): Promise<Comment> {
  return db.transaction().execute(async (trx) => {
    await lockSpot(trx, platform, spotId);
    if (input.parentId !== undefined) await checkParent(trx, spotId, input.parentId);
    const { id } = await trx
      .insertInto('comments')
      .values({ spot_id: spotId, user_id: userId, parent_id: input.parentId ?? null, body: input.body })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('spots')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', spotId)
      .execute();
    await queueWebhookEvent(trx, 'comment.created', spotId, { id, parentId: input.parentId ?? null, body: input.body });
    const comment = await findComment(trx, platform, id);
    if (!comment) throw new Error(`comment ${id} vanished inside its own transaction`);
    return comment;
  });
}

/** Only the author edits (moderators hide or delete instead); the comment shows it was edited. */
export async function editComment(db: Db, platform: Platform, commentId: number, actor: Actor, body: string): Promise<Comment> {
  const owner = await commentOwner(db, platform, commentId);
  if (owner.user_id !== actor.id) throw forbidden('Only its author may edit a comment.', 'forbidden');
  await db
    .updateTable('comments')
    .set({ body, edited_at: sql`now()` })
    .where('id', '=', commentId)
    .execute();
  const comment = await findComment(db, platform, commentId);
  if (!comment) throw commentNotFound(commentId);
  return comment;
}

/** The author, a moderator or an admin; the replies go with it. */
export function deleteComment(db: Db, platform: Platform, commentId: number, actor: Actor): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const owner = await commentOwner(trx, platform, commentId);
    if (owner.user_id !== actor.id && !isModerator(actor))
      throw forbidden('Only its author, a moderator or an admin may delete a comment.', 'forbidden');
    await lockSpot(trx, platform, owner.spot_id);
    // Replies are one level deep, so the comment and its direct replies are every row that goes.
    const removed = await trx
      .deleteFrom('comments')
      .where((eb) => eb.or([eb('id', '=', commentId), eb('parent_id', '=', commentId)]))
      .returning('id')
      .execute();
    if (removed.length === 0) throw commentNotFound(commentId);
    await trx
      .updateTable('spots')
      .set((eb) => ({ comment_count: eb('comment_count', '-', removed.length) }))
      .where('id', '=', owner.spot_id)
      .execute();
  });
}

/** One vote per person on a top-level comment; the comment row is locked while its counter moves. */
export function voteForComment(db: Db, platform: Platform, commentId: number, userId: number): Promise<{ votes: number }> {
  return db.transaction().execute(async (trx) => {
    const comment = await visibleComments(trx, platform)
      .select(['c.id', 'c.parent_id'])
      .where('c.id', '=', commentId)
      .forUpdate('c')
      .executeTakeFirst();
    if (!comment) throw commentNotFound(commentId);
    if (comment.parent_id !== null) throw badRequest('Replies cannot be voted for, only top-level comments.', undefined, 'reply_not_votable');
    const inserted = await trx
      .insertInto('comment_votes')
      .values({ comment_id: commentId, user_id: userId })
      .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
      .returning('comment_id')
      .executeTakeFirst();
    if (!inserted) throw stateConflict('You have voted for this comment already.', 'already_voted');
    const { vote_count: votes } = await trx
      .updateTable('comments')
      .set((eb) => ({ vote_count: eb('vote_count', '+', 1) }))
      .where('id', '=', commentId)
      .returning('vote_count')
      .executeTakeFirstOrThrow();
    return { votes };
  });
}
