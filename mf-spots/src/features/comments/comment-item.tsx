// One comment with its tools, its reply form or edit form, its dialogs and its replies.
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from '@moveable/shared';
import { formatDate } from '../common/format.ts';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { useAnnounce } from '../common/actions/announcer.tsx';
import { ConfirmDialog } from '../common/dialogs/confirm-dialog.tsx';
import { useErrorText } from '../common/actions/error-text.ts';
import { ReasonDialog } from '../common/dialogs/reason-dialog.tsx';
import { CommentBody } from './comment-body.tsx';
import { CommentForm } from './comment-form.tsx';
import { commentPermissions } from './comment-permissions.ts';
import { CommentTools, type CommentToolsHandle } from './comment-tools.tsx';
import type { Comment } from '@moveable/contract';
import { useThread } from './thread-context.tsx';

type Mode = 'view' | 'edit' | 'reply';
type Open = 'delete' | 'report' | null;

export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const announce = useAnnounce();
  const errorText = useErrorText();
  const thread = useThread();
  const [mode, setMode] = useState<Mode>('view');
  const [open, setOpen] = useState<Open>(null);
  const article = useRef<HTMLElement>(null);
  const tools = useRef<CommentToolsHandle>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const may = commentPermissions(comment, thread.userId, thread.viewer);
  const name = comment.author?.username ?? t('comments.deletedAuthor');
  const { focusId, requestFocus } = thread;

  useEffect(() => {
    if (focusId !== comment.id) return;
    article.current?.focus();
    requestFocus(null);
  }, [focusId, comment.id, requestFocus]);

  useEffect(() => {
    if (mode !== 'view') textarea.current?.focus();
  }, [mode]);

  // after a cancelled form is gone, focus goes back to the button that opened it
  const [focusBack, setFocusBack] = useState<'reply' | 'edit' | null>(null);
  useEffect(() => {
    if (focusBack === 'reply') tools.current?.focusReply();
    if (focusBack === 'edit') tools.current?.focusEdit();
    if (focusBack) setFocusBack(null);
  }, [focusBack]);
  const closeForm = (back: 'reply' | 'edit') => {
    setMode('view');
    setFocusBack(back);
  };

  const voting = thread.vote.isPending && thread.vote.variables === comment.id;
  return (
    <li>
      <article ref={article} tabIndex={-1} className="mv-comment" aria-label={t('comments.by', { name })}>
        <header className="mv-comment__header">
          <strong>{name}</strong> <time dateTime={comment.createdAt}>{t('comments.written', { date: formatDate(comment.createdAt, locale) })}</time>
        </header>
        {mode === 'edit' ? (
          <CommentForm
            ref={textarea}
            label={t('comments.editLabel')}
            submitLabel={t('comments.save')}
            initial={comment.body}
            onCancel={() => closeForm('edit')}
            onSend={(body) =>
              thread.edit.mutateAsync({ id: comment.id, body }).then(() => {
                announce(t('comments.saved'));
                setMode('view');
                requestFocus(comment.id);
              })
            }
          />
        ) : (
          <CommentBody comment={comment} />
        )}
        <CommentTools
          ref={tools}
          comment={comment}
          may={may}
          replying={mode === 'reply'}
          votePending={voting}
          onVote={() =>
            thread.vote.mutate(comment.id, {
              onSuccess: () => announce(t('comments.voteCounted')),
              onError: (error) => announce(errorText(error)),
            })
          }
          onReply={() => (mode === 'reply' ? closeForm('reply') : setMode('reply'))}
          onEdit={() => setMode('edit')}
          onDelete={() => setOpen('delete')}
          onReport={() => setOpen('report')}
        />
        {mode === 'reply' && (
          <CommentForm
            ref={textarea}
            label={t('comments.replyLabel', { name })}
            submitLabel={t('comments.sendReply')}
            onCancel={() => closeForm('reply')}
            onSend={(body) =>
              thread.post.mutateAsync({ body, parentId: comment.id }).then((reply) => {
                announce(t('comments.replied'));
                setMode('view');
                requestFocus(reply.id);
              })
            }
          />
        )}
        {comment.replies.length > 0 && (
          <ol className="mv-comment-replies" aria-label={t('comments.repliesTo', { name })}>
            {comment.replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} />
            ))}
          </ol>
        )}
      </article>
      {open === 'delete' && (
        <ConfirmDialog
          title={t('comments.deleteTitle')}
          text={t(comment.replies.length ? 'comments.deleteTextReplies' : 'comments.deleteText', { count: comment.replies.length })}
          confirmLabel={t('comments.deleteConfirm')}
          onConfirm={() => thread.remove.mutateAsync(comment.id)}
          onClose={() => setOpen(null)}
          onDone={() => {
            announce(t('comments.deleted'));
            thread.focusHeading();
          }}
        />
      )}
      {open === 'report' && (
        <ReasonDialog
          title={t('comments.reportTitle', { name })}
          onSend={(reason) => thread.report.mutateAsync({ id: comment.id, reason }).then(() => announce(t('actions.report.thanks')))}
          onClose={() => setOpen(null)}
        />
      )}
    </li>
  );
}
