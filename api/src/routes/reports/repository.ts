// Reports for moderation: one open report per person and spot, and per person and comment (the
// partial unique indexes of migration 0030); a second one while the first is open is a 409. Nobody
// reports their own spot or comment (403 own_content): they can edit or delete it instead.
import type { Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound, stateConflict } from '../../http/errors.ts';
import { visibleComments } from '../../domain/comments/visible-comments.ts';

type Db = Kysely<DB>;

const alreadyReported = () => stateConflict('You have reported this already; a moderator will look at it.', 'already_reported');
const ownContent = (what: string) => forbidden(`You cannot report your own ${what}; edit or delete it instead.`, 'own_content');

export async function reportSpot(db: Db, platform: Platform, spotId: number, userId: number, reason: string): Promise<void> {
  const spot = await db
    .selectFrom('spots')
    .select('author_id')
    .where('id', '=', spotId)
    .where('platform', '=', platform)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!spot) throw notFound(`Spot ${spotId} not found`);
  if (spot.author_id === userId) throw ownContent('spot');
  const inserted = await db
    .insertInto('reports')
    .values({ spot_id: spotId, comment_id: null, user_id: userId, reason })
    .onConflict((oc) => oc.columns(['spot_id', 'user_id']).where('comment_id', 'is', null).where('resolved_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw alreadyReported();
}

export async function reportComment(db: Db, platform: Platform, commentId: number, userId: number, reason: string): Promise<void> {
  const comment = await visibleComments(db, platform).select(['c.id', 'c.spot_id', 'c.user_id']).where('c.id', '=', commentId).executeTakeFirst();
  if (!comment) throw notFound(`Comment ${commentId} not found`);
  if (comment.user_id === userId) throw ownContent('comment');
  const inserted = await db
    .insertInto('reports')
    .values({ spot_id: comment.spot_id, comment_id: commentId, user_id: userId, reason })
    .onConflict((oc) => oc.columns(['comment_id', 'user_id']).where('comment_id', 'is not', null).where('resolved_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw alreadyReported();
}
