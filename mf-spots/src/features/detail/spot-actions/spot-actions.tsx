// "Take part": what people come to the spot for, first and prominent (domain notes): the votes
// with the vote toggle, "fixed" with its proposals, and the way to the discussion; the archive
// date beside them. Counts for everyone; the buttons follow GET /spots/:id/viewer (what this
// person has done and may do), asked only when signed in. The rest (edit, delete, report, add a
// category or a photo) is the "More actions" menu at the end of the row (more-actions.tsx), a chunk
// of its own with the shared menu: only signed-in people get it.
import { Suspense, lazy, useCallback, useId, useRef } from 'react';
import { Spinner } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { ArchiveAction } from './archive-action.tsx';
import { CommentAction } from './comment-action.tsx';
import { FixAction } from './fix-action.tsx';
import { SignInPrompt } from '../../common/actions/sign-in-prompt.tsx';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { VoteAction } from './vote-action.tsx';

const MoreActions = lazy(() => import('./more-actions.tsx').then((m) => ({ default: m.MoreActions })));

export interface ViewerState {
  status: string;
  signedIn: boolean;
  viewer: SpotViewer | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface SpotActionsProps {
  spot: SpotDetail;
  viewerState: ViewerState;
  /** The discussion's text field, which "Comment" takes the person to. */
  commentFieldId: string;
}

export function SpotActions({ spot, viewerState, commentFieldId }: SpotActionsProps) {
  const { t } = useSpotsTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, signedIn, viewer, isError, refetch } = viewerState;
  const personal = signedIn ? viewer : undefined;
  // A button that vanished with what it did (mark fixed): focus goes to the section, not the page.
  const focusSection = useCallback(() => heading.current?.focus(), []);

  return (
    <section className="mv-spot-actions" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('actions.title')}
      </h2>
      <div className="mv-spot-actions__main">
        <VoteAction spot={spot} viewer={personal} />
        <FixAction spot={spot} viewer={personal} onFixed={focusSection} />
        {personal && <CommentAction spot={spot} fieldId={commentFieldId} />}
        {personal && (
          <Suspense fallback={null}>
            <MoreActions spot={spot} viewer={personal} />
          </Suspense>
        )}
      </div>
      <ArchiveAction spot={spot} viewer={personal} />
      {status === 'anonymous' && <SignInPrompt spotId={spot.id} text="vote" />}
      {signedIn && !viewer && !isError && <Spinner size="sm" label={t('actions.loading')} />}
      {signedIn && isError && (
        <p className="mv-form-error">
          {t('actions.viewerError')}{' '}
          <button type="button" className="ms-button ms-button--white" onClick={() => void refetch()}>
            {t('actions.retry')}
          </button>
        </p>
      )}
    </section>
  );
}
