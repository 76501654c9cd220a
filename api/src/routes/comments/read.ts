// Reading comments: a spot's thread (top-level oldest first, replies nested oldest first) and one
// comment. Only comments of current spots of the platform exist for the API; hidden comments keep
// their place in the thread with an empty body, except for their author, who reads the body and
// the moderator's note (hiddenNote).
import type { Comment, Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { visibleComments } from '../../domain/comments/visible-comments.ts';

type Db = Kysely<DB>;

function commentRows(db: Db, platform: Platform) {
  return visibleComments(db, platform)
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.spot_id',
      'c.parent_id',
      'c.body',
      'c.hidden_at',
      'c.hidden_note',
      'c.user_id',
      'u.username',
      'c.created_at',
      'c.edited_at',
      'c.vote_count',
    ])
    .orderBy('c.created_at')
    .orderBy('c.id');
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>['execute']>>[number];

/** Who reads: the author of a hidden comment reads it. */
type ViewerId = number | null;

function toComment(row: CommentRow, viewerId: ViewerId): Comment {
  const hidden = row.hidden_at !== null;
  const ownHidden = hidden && viewerId !== null && row.user_id === viewerId;
  return {
    id: row.id,
    spotId: row.spot_id,
    parentId: row.parent_id,
    body: hidden && !ownHidden ? '' : row.body,
    hidden,
    ...(ownHidden ? { hiddenNote: row.hidden_note } : {}),
    // An anonymised comment has no user; a deleted account is a tombstone without a username.
    author: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : null,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    votes: row.vote_count,
    replies: [],
  };
}

/** Rows in created order → top-level comments with their replies. */
function thread(rows: CommentRow[], viewerId: ViewerId): Comment[] {
  const topLevel = new Map<number, Comment>();
  for (const row of rows) if (row.parent_id === null) topLevel.set(row.id, toComment(row, viewerId));
  for (const row of rows) if (row.parent_id !== null) topLevel.get(row.parent_id)?.replies.push(toComment(row, viewerId));
  return [...topLevel.values()];
}

export async function listComments(db: Db, platform: Platform, spotId: number, viewerId: ViewerId = null): Promise<Comment[]> {
  return thread(await commentRows(db, platform).where('c.spot_id', '=', spotId).execute(), viewerId);
}

/** One comment, with its replies when it is a top-level one; null when it does not exist for the API. */
export async function findComment(db: Db, platform: Platform, commentId: number): Promise<Comment | null> {
  const rows = await commentRows(db, platform)
    .where((eb) => eb.or([eb('c.id', '=', commentId), eb('c.parent_id', '=', commentId)]))
    .execute();
  const own = rows.find((r) => r.id === commentId);
  if (!own) return null;
  if (own.parent_id !== null) return toComment(own, null);
  return thread(rows, null)[0] ?? null;
}
