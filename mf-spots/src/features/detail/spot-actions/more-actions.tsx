// The secondary actions of a spot, in the shared menu at the end of the primary actions ("More
// actions"; signed-in people only, and only when there is something in it): edit (a link, can.edit),
// add a category (while the spot lacks some), add a photo, report (can.report: never one's own
// spot), the moderation history (a link to mf-admin, can.moderate) and delete (can.delete), the
// destructive one last. Choosing an item that needs more than a
// click opens a modal dialog (common/dialogs); the menu hands focus to its button before the
// action runs, so the dialog returns focus there when it closes.
//
// Once reported, the item stays as a disabled "Reported" that the arrow keys still reach
// (disabledItemsFocusable): a screen reader then hears in the menu that the report is done,
// where the item would otherwise silently be missing.
//
// The dialogs are chunks of their own, fetched when the menu is there (signed-in people only):
// a visitor who reads the spot loads no photo upload code.
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { spotHistoryPath } from '@moveable/contract';
import { Menu, type MenuAction } from '@moveable/shared/widgets';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { useMissingCategories } from './use-missing-categories.ts';
import { loadSpotFormTexts } from '../../../i18n/index.ts';

const DIALOGS = {
  category: () => import('./add-category-dialog.tsx').then((m) => ({ default: m.AddCategoryDialog })),
  // the photo picker speaks in the spot form's texts
  photo: () => Promise.all([import('./add-photo-dialog.tsx'), loadSpotFormTexts()]).then(([m]) => ({ default: m.AddPhotoDialog })),
  report: () => import('./report-spot-dialog.tsx').then((m) => ({ default: m.ReportSpotDialog })),
  delete: () => import('./delete-spot-dialog.tsx').then((m) => ({ default: m.DeleteSpotDialog })),
};
const AddCategoryDialog = lazy(DIALOGS.category);
const AddPhotoDialog = lazy(DIALOGS.photo);
const ReportSpotDialog = lazy(DIALOGS.report);
const DeleteSpotDialog = lazy(DIALOGS.delete);

type OpenDialog = 'category' | 'photo' | 'report' | 'delete' | null;

export function MoreActions({ spot, viewer }: { spot: SpotDetail; viewer: SpotViewer }) {
  const { t } = useSpotsTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const canAddCategory = useMissingCategories(spot).length > 0;
  // fetched while the person reads, so that a chosen dialog opens at once
  useEffect(() => {
    for (const load of Object.values(DIALOGS)) void load().catch(() => undefined); // lazy() tries again and reports
  }, []);

  const items: MenuAction[] = [];
  if (viewer.can.edit) items.push({ id: 'edit', label: t('actions.edit'), to: `/spots/${spot.id}/edit` });
  if (canAddCategory) items.push({ id: 'category', label: t('actions.category.label'), onSelect: () => setDialog('category') });
  items.push({ id: 'photo', label: t('actions.photo.label'), onSelect: () => setDialog('photo') });
  if (viewer.can.report)
    items.push(
      viewer.reportedSpot
        ? { id: 'report', label: t('actions.report.done'), disabled: true }
        : { id: 'report', label: t('actions.report.spot'), onSelect: () => setDialog('report') },
    );
  if (viewer.can.moderate) items.push({ id: 'history', label: t('actions.history'), to: spotHistoryPath(spot.id) });
  if (viewer.can.delete) items.push({ id: 'delete', label: t('actions.delete.button'), danger: true, onSelect: () => setDialog('delete') });

  return (
    <>
      {items.length > 0 && <Menu label={t('actions.more')} items={items} className="mv-more-actions" disabledItemsFocusable />}
      <Suspense fallback={null}>
        {dialog === 'category' && <AddCategoryDialog spot={spot} onClose={close} />}
        {dialog === 'photo' && <AddPhotoDialog spot={spot} onClose={close} />}
        {dialog === 'report' && <ReportSpotDialog spot={spot} onClose={close} />}
        {dialog === 'delete' && <DeleteSpotDialog spot={spot} onClose={close} />}
      </Suspense>
    </>
  );
}
