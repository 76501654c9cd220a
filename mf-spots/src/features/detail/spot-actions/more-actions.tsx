// The secondary actions of a spot, grouped after the primary ones: edit and delete (author,
// moderators, admins), report (anyone but the author), add a category, add a photo. One section
// of its own, so that it can move as a whole into the shared menu (a "More" button beside the
// primary actions) once shared/ui has one; each entry already stands alone (its own button or
// small form, its own dialog).
import { useId } from 'react';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { AddCategoryAction } from './add-category-action.tsx';
import { AddPhotoAction } from './add-photo-action.tsx';
import { OwnerActions } from './owner-actions.tsx';
import { ReportSpotAction } from './report-spot-action.tsx';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';

export function MoreActions({ spot, viewer }: { spot: SpotDetail; viewer: SpotViewer }) {
  const { t } = useSpotsTranslation();
  const headingId = useId();
  return (
    <section className="mv-more-actions" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('actions.more')}</h2>
      <div className="mv-more-actions__buttons">
        <OwnerActions spot={spot} viewer={viewer} />
        {viewer.can.report && <ReportSpotAction spot={spot} viewer={viewer} />}
      </div>
      <div className="mv-more-actions__forms">
        <AddCategoryAction spot={spot} />
        <AddPhotoAction spot={spot} />
      </div>
    </section>
  );
}
