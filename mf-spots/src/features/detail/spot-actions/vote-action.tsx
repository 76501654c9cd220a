// Votes: the count for everyone; for signed-in people a button that votes once. Fixed spots take
// no more votes (domain notes), and the button says why.
import { VotesIcon } from '../../common/icons.tsx';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { useErrorText } from '../../common/actions/error-text.ts';
import { OnceButton } from '../../common/actions/once-button.tsx';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { useVote } from './use-vote.ts';

export function VoteAction({ spot, viewer }: { spot: SpotDetail; viewer: SpotViewer | undefined }) {
  const { t } = useSpotsTranslation();
  const announce = useAnnounce();
  const errorText = useErrorText();
  const vote = useVote(spot.id);
  return (
    <div className="mv-action mv-action--vote">
      <p className="mv-action__count">{t('card.votes', { count: spot.votes })}</p>
      {viewer && (
        <OnceButton
          icon={<VotesIcon />}
          label={t('actions.vote.button')}
          doneLabel={t('actions.vote.done')}
          done={viewer.voted}
          pending={vote.isPending}
          blockedReason={spot.fixed && !viewer.voted ? t('actions.vote.fixed') : null}
          onAct={() =>
            vote.mutate(undefined, {
              onSuccess: ({ votes }) => announce(t('actions.vote.counted', { count: votes })),
              onError: (error) => announce(errorText(error)),
            })
          }
        />
      )}
      {vote.isError && <p className="mv-form-error">{errorText(vote.error)}</p>}
    </div>
  );
}
