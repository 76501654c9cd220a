// Votes: the count for everyone; for signed-in people a toggle button (aria-pressed) that casts
// the vote and, pressed again, takes it back. Its name stays "Vote" whatever the state (a toggle
// says its state through aria-pressed, not through a new name); a note tied to it says how to
// withdraw. Fixed spots keep their votes as they were (domain notes): the button is inert there
// and says why.
import { useId } from 'react';
import { CheckIcon, VotesIcon } from '../../common/icons.tsx';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { useErrorText } from '../../common/actions/error-text.ts';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { useVote } from './use-vote.ts';

export function VoteAction({ spot, viewer }: { spot: SpotDetail; viewer: SpotViewer | undefined }) {
  const { t } = useSpotsTranslation();
  const noteId = useId();
  const announce = useAnnounce();
  const errorText = useErrorText();
  const vote = useVote(spot.id);
  const voted = viewer?.voted ?? false;
  const inert = vote.isPending || spot.fixed;
  const note = spot.fixed ? t(voted ? 'actions.vote.fixedVoted' : 'actions.vote.fixed') : voted ? t('actions.vote.withdrawHint') : null;

  const toggle = () => {
    const next = !voted;
    vote.mutate(next, {
      onSuccess: ({ votes }) => announce(t(next ? 'actions.vote.counted' : 'actions.vote.withdrawn', { count: votes })),
      onError: (error) => announce(errorText(error)),
    });
  };

  return (
    <div className="mv-action mv-action--vote">
      <p className="mv-action__count">{t('card.votes', { count: spot.votes })}</p>
      {viewer && (
        <>
          <button
            type="button"
            className={`ms-button ${voted ? 'ms-button--white' : 'ms-button--bright'} mv-vote-toggle`}
            aria-pressed={voted}
            aria-disabled={inert || undefined}
            aria-busy={vote.isPending || undefined}
            aria-describedby={note ? noteId : undefined}
            onClick={() => {
              if (!inert) toggle();
            }}
          >
            {voted ? <CheckIcon /> : <VotesIcon />}
            <span>{t('actions.vote.button')}</span>
          </button>
          {note && (
            <p id={noteId} className="mv-action__note">
              {note}
            </p>
          )}
        </>
      )}
      {vote.isError && <p className="mv-form-error">{errorText(vote.error)}</p>}
    </div>
  );
}
