// What the person looking may do with one comment. The server decides again on every write;
// this only keeps buttons away that would be refused.
import type { SpotViewer } from '../common/spot-data/spot-write-types.ts';
import type { Comment } from '@moveable/contract';

export interface CommentPermissions {
  vote: boolean;
  voted: boolean;
  reply: boolean;
  edit: boolean;
  delete: boolean;
  report: boolean;
  reported: boolean;
}

export function commentPermissions(comment: Comment, userId: number | null, viewer: SpotViewer | undefined): CommentPermissions {
  const signedIn = userId !== null && viewer !== undefined;
  const own = signedIn && comment.author?.id === userId;
  const topLevel = comment.parentId === null;
  const visible = !comment.hidden;
  const voted = viewer?.votedCommentIds.includes(comment.id) ?? false;
  const reported = viewer?.reportedCommentIds.includes(comment.id) ?? false;
  return {
    vote: signedIn && topLevel && visible,
    voted,
    reply: signedIn && topLevel && visible,
    edit: own && visible,
    delete: own || (signedIn && viewer.can.moderate),
    report: signedIn && !own && visible,
    reported,
  };
}
