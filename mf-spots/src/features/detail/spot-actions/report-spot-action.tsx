// "Report this spot" for signed-in people: the reason goes to the moderators, once per person.
import { useState } from 'react';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { OnceButton } from '../../common/actions/once-button.tsx';
import { ReasonDialog } from '../../common/dialogs/reason-dialog.tsx';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { useReportSpot } from './use-report-spot.ts';

export function ReportSpotAction({ spot, viewer }: { spot: SpotDetail; viewer: SpotViewer }) {
  const { t } = useSpotsTranslation();
  const announce = useAnnounce();
  const report = useReportSpot(spot.id);
  const [open, setOpen] = useState(false);
  return (
    <div className="mv-action mv-action--report">
      <OnceButton
        label={t('actions.report.spot')}
        doneLabel={t('actions.report.done')}
        done={viewer.reportedSpot}
        pending={false}
        onAct={() => setOpen(true)}
      />
      {open && (
        <ReasonDialog
          title={t('actions.report.spotTitle', { title: spot.title })}
          onSend={(reason) => report.mutateAsync(reason).then(() => announce(t('actions.report.thanks')))}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
