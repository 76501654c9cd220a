// The discussion of a spot: top-level comments oldest first, each with its replies; a form to
// write one for signed-in people, a way to sign in for everyone else.
import { useCallback, useId, useRef, useState } from 'react';
import { Spinner, useSession } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { useAnnounce } from '../common/actions/announcer.tsx';
import { SignInPrompt } from '../common/actions/sign-in-prompt.tsx';
import type { SpotViewer } from '../common/spot-data/spot-write-types.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { ThreadContext, type ThreadContextValue } from './thread-context.tsx';
import { useComments } from './use-comments.ts';
import { useDeleteComment } from './use-delete-comment.ts';
import { useEditComment } from './use-edit-comment.ts';
import { usePostComment } from './use-post-comment.ts';
import { useReportComment } from './use-report-comment.ts';
import { useVoteComment } from './use-vote-comment.ts';

export interface CommentsSectionProps {
  spotId: number;
  viewer: SpotViewer | undefined;
  /** The id of the text field for a new comment (the page's "Comment" button points at it). */
  writeFieldId?: string;
}

export function CommentsSection({ spotId, viewer, writeFieldId }: CommentsSectionProps) {
  const { t } = useSpotsTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const announce = useAnnounce();
  const session = useSession();
  const comments = useComments(spotId);
  const post = usePostComment(spotId);
  const edit = useEditComment(spotId);
  const remove = useDeleteComment(spotId);
  const vote = useVoteComment(spotId);
  const report = useReportComment(spotId);
  const [focusId, setFocusId] = useState<number | null>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const signedIn = session.status === 'authenticated';
  const userId = signedIn ? (session.user?.id ?? null) : null;

  const thread: ThreadContextValue = {
    userId,
    viewer: signedIn ? viewer : undefined,
    post,
    edit,
    remove,
    vote,
    report,
    focusId,
    requestFocus: setFocusId,
    focusHeading,
  };
  const items = comments.data?.items ?? [];

  return (
    <section className="mv-comments" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('comments.title')}
      </h2>
      {comments.isPending && <Spinner size="sm" label={t('comments.loading')} />}
      {comments.isError && (
        <p className="mv-form-error">
          {t('comments.error')}{' '}
          <button type="button" className="ms-button ms-button--white" onClick={() => void comments.refetch()}>
            {t('actions.retry')}
          </button>
        </p>
      )}
      {comments.isSuccess && items.length === 0 && <p>{t('comments.empty')}</p>}
      {items.length > 0 && (
        <ThreadContext.Provider value={thread}>
          <ol className="mv-comment-list" aria-label={t('comments.list')}>
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        </ThreadContext.Provider>
      )}
      {signedIn ? (
        <CommentForm
          fieldId={writeFieldId}
          label={t('comments.write')}
          submitLabel={t('comments.send')}
          onSend={(body) => post.mutateAsync({ body }).then(() => announce(t('comments.published')))}
        />
      ) : (
        session.status === 'anonymous' && <SignInPrompt spotId={spotId} text="comment" />
      )}
    </section>
  );
}
