// The buttons under a comment: vote (top-level, once), reply, edit, delete, report — each only
// when the person may use it (comment-permissions.ts).
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { VotesIcon } from '../common/icons.tsx';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { OnceButton } from '../common/actions/once-button.tsx';
import type { CommentPermissions } from './comment-permissions.ts';
import type { Comment } from '@moveable/contract';

export interface CommentToolsProps {
  comment: Comment;
  may: CommentPermissions;
  replying: boolean;
  votePending: boolean;
  onVote: () => void;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}

/** Where focus goes back to when a form or dialog the tools opened closes. */
export interface CommentToolsHandle {
  focusReply: () => void;
  focusEdit: () => void;
}

export const CommentTools = forwardRef<CommentToolsHandle, CommentToolsProps>(function CommentTools(
  { comment, may, replying, votePending, onVote, onReply, onEdit, onDelete, onReport },
  handle,
) {
  const { t } = useSpotsTranslation();
  const reply = useRef<HTMLButtonElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  useImperativeHandle(handle, () => ({ focusReply: () => reply.current?.focus(), focusEdit: () => edit.current?.focus() }), []);
  const topLevel = comment.parentId === null;

  return (
    <div className="mv-comment__tools">
      {topLevel && !comment.hidden && <span className="mv-comment__votes">{t('card.votes', { count: comment.votes })}</span>}
      {may.vote && (
        <OnceButton
          small
          icon={<VotesIcon />}
          label={t('comments.vote')}
          doneLabel={t('comments.voted')}
          done={may.voted}
          pending={votePending}
          onAct={onVote}
        />
      )}
      {may.reply && (
        <button ref={reply} type="button" className="ms-button ms-button--white" aria-expanded={replying} onClick={onReply}>
          {t('comments.reply')}
        </button>
      )}
      {may.edit && (
        <button ref={edit} type="button" className="ms-button ms-button--white" onClick={onEdit}>
          {t('comments.edit')}
        </button>
      )}
      {may.delete && (
        <button type="button" className="ms-button ms-button--white" onClick={onDelete}>
          {t('comments.delete')}
        </button>
      )}
      {may.report && (
        <OnceButton small label={t('comments.report')} doneLabel={t('comments.reported')} done={may.reported} pending={false} onAct={onReport} />
      )}
    </div>
  );
});
