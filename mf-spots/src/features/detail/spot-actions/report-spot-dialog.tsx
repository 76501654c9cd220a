// "Report this spot" from the spot's menu: the reason goes to the moderators, once per person;
// afterwards the menu's item says "Reported" (more-actions.tsx).
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { ReasonDialog } from '../../common/dialogs/reason-dialog.tsx';
import type { SpotDetail } from '../../common/spot-data/spot-write-types.ts';
import { useReportSpot } from './use-report-spot.ts';

export function ReportSpotDialog({ spot, onClose }: { spot: SpotDetail; onClose: () => void }) {
  const { t } = useSpotsTranslation();
  const announce = useAnnounce();
  const report = useReportSpot(spot.id);
  return (
    <ReasonDialog
      title={t('actions.report.spotTitle', { title: spot.title })}
      onSend={(reason) => report.mutateAsync(reason).then(() => announce(t('actions.report.thanks')))}
      onClose={onClose}
    />
  );
}
