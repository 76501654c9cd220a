// "Fixed" for shame spots: how many people have proposed it and how many more it takes, a button
// to propose it (once), and for responsible organisations and moderators a button to mark it.
import { SubmitButton } from '@moveable/shared';
import { FixedIcon } from '../../common/icons.tsx';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { useErrorText } from '../../common/actions/error-text.ts';
import { OnceButton } from '../../common/actions/once-button.tsx';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { useActionForm } from '../../common/actions/use-action-form.ts';
import { useFixProposal } from './use-fix-proposal.ts';
import { useMarkFixed } from './use-mark-fixed.ts';
import { FormError } from '../../common/actions/form-error.tsx';

export function FixAction({ spot, viewer, onFixed }: { spot: SpotDetail; viewer: SpotViewer | undefined; onFixed: () => void }) {
  const { t } = useSpotsTranslation();
  const announce = useAnnounce();
  const errorText = useErrorText();
  const propose = useFixProposal(spot.id);
  const mark = useMarkFixed(spot.id);
  const markForm = useActionForm();
  if (spot.famed) return null;
  if (spot.fixed)
    return (
      <div className="mv-action mv-action--fix">
        <p className="mv-action__count">
          <FixedIcon /> {t('actions.fix.isFixed')}
        </p>
      </div>
    );

  const proposals = spot.fixProposals ?? 0;
  const needed = spot.fixProposalsNeeded;
  return (
    <div className="mv-action mv-action--fix">
      <p className="mv-action__count">
        {t('actions.fix.proposals', { count: proposals, needed })} {t('actions.fix.moreNeeded', { count: Math.max(needed - proposals, 0) })}
      </p>
      {viewer && (
        <OnceButton
          icon={<FixedIcon />}
          label={t('actions.fix.propose')}
          doneLabel={t('actions.fix.proposed')}
          done={viewer.proposedFix}
          pending={propose.isPending}
          onAct={() =>
            propose.mutate(undefined, {
              onSuccess: (answer) => {
                if (!answer.fixed)
                  return announce(t('actions.fix.proposalCounted', { count: Math.max(answer.fixProposalsNeeded - answer.fixProposals, 0) }));
                announce(t('actions.fix.nowFixed'));
                onFixed();
              },
              onError: (error) => announce(errorText(error)),
            })
          }
        />
      )}
      {propose.isError && <p className="mv-form-error">{errorText(propose.error)}</p>}
      {viewer?.can.markFixed && (
        <div className="mv-action__row">
          <SubmitButton
            type="button"
            color="white"
            state={markForm.state}
            title={t('actions.fix.mark')}
            errorShownElsewhere
            onClick={() =>
              void markForm
                .run(() => mark.mutateAsync())
                .then((ok) => {
                  if (!ok) return;
                  announce(t('actions.fix.nowFixed'));
                  onFixed();
                })
            }
          />
          <FormError>{markForm.message}</FormError>
        </div>
      )}
    </div>
  );
}
