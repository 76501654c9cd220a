// Spots with a temporary category (snow, construction) are archived 30 days after creation; the
// date is shown, and the author may push it back by 30 days.
import { SubmitButton, usePageContext } from '@moveable/shared';
import { ArchivedIcon } from '../../common/icons.tsx';
import { formatDate } from '../../common/format.ts';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { useActionForm } from '../../common/actions/use-action-form.ts';
import { useArchiveDelay } from './use-archive-delay.ts';
import { FormError } from '../../common/actions/form-error.tsx';

export function ArchiveAction({ spot, viewer }: { spot: SpotDetail; viewer: SpotViewer | undefined }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const announce = useAnnounce();
  const delay = useArchiveDelay(spot.id);
  const form = useActionForm();
  if (!spot.archiveAt || spot.archived) return null;
  const date = formatDate(spot.archiveAt, locale);
  return (
    <div className="mv-action mv-action--archive">
      <p className="mv-action__count">
        <ArchivedIcon /> <time dateTime={spot.archiveAt}>{t('actions.archive.on', { date })}</time>
      </p>
      {viewer?.can.delayArchive && (
        <>
          <SubmitButton
            type="button"
            color="white"
            state={form.state}
            title={t('actions.archive.delay')}
            errorShownElsewhere
            onClick={() =>
              void form.run(() =>
                delay.mutateAsync().then(({ archiveAt }) => announce(t('actions.archive.delayed', { date: formatDate(archiveAt, locale) }))),
              )
            }
          />
          <FormError>{form.message}</FormError>
        </>
      )}
    </div>
  );
}
