// Changing one comment in the cached thread (a comment is either top-level or a reply of one).
import type { QueryClient } from '@tanstack/react-query';
import type { SpotPageKeys } from '../common/spot-data/use-spot-keys.ts';
import type { Comment, CommentList } from '@moveable/contract';

export function mapComments(items: Comment[], id: number, change: (c: Comment) => Comment | null): Comment[] {
  return items.flatMap((comment) => {
    if (comment.id === id) {
      const changed = change(comment);
      return changed ? [changed] : [];
    }
    const replies = comment.replies.length ? mapComments(comment.replies, id, change) : comment.replies;
    return [replies === comment.replies ? comment : { ...comment, replies }];
  });
}

/** Replace (or with null: remove) one comment in the cached thread. */
export function patchComment(qc: QueryClient, keys: SpotPageKeys, id: number, change: (c: Comment) => Comment | null): void {
  qc.setQueryData<CommentList>(keys.comments, (list) => (list ? { items: mapComments(list.items, id, change) } : list));
}

/** A new comment at the end of the thread, or of its parent's replies (both oldest first). */
export function appendComment(qc: QueryClient, keys: SpotPageKeys, comment: Comment): void {
  qc.setQueryData<CommentList>(keys.comments, (list) => {
    if (!list) return list;
    if (comment.parentId === null) return { items: [...list.items, comment] };
    return { items: mapComments(list.items, comment.parentId, (parent) => ({ ...parent, replies: [...parent.replies, comment] })) };
  });
}
