// The secondary actions of a spot, in the shared menu at the end of the primary actions ("More
// actions"; signed-in people only, and only when there is something in it): edit (a link, can.edit),
// add a category (while the spot lacks some), add a photo, report (can.report: never one's own
// spot) and delete (can.delete), the destructive one last. Choosing an item that needs more than a
// click opens a modal dialog (common/dialogs); the menu hands focus to its button before the
// action runs, so the dialog returns focus there when it closes.
//
// Once reported, the item stays as a disabled "Reported" that the arrow keys still reach
// (disabledItemsFocusable): a screen reader then hears in the menu that the report is done,
// where the item would otherwise silently be missing.
import { useCallback, useState } from 'react';
import { Menu, type MenuAction } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { AddCategoryDialog } from './add-category-dialog.tsx';
import { AddPhotoDialog } from './add-photo-dialog.tsx';
import { DeleteSpotDialog } from './delete-spot-dialog.tsx';
import { ReportSpotDialog } from './report-spot-dialog.tsx';
import { useMissingCategories } from './use-missing-categories.ts';

type OpenDialog = 'category' | 'photo' | 'report' | 'delete' | null;

export function MoreActions({ spot, viewer }: { spot: SpotDetail; viewer: SpotViewer }) {
  const { t } = useSpotsTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const canAddCategory = useMissingCategories(spot).length > 0;

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
  if (viewer.can.delete) items.push({ id: 'delete', label: t('actions.delete.button'), danger: true, onSelect: () => setDialog('delete') });

  return (
    <>
      {items.length > 0 && <Menu label={t('actions.more')} items={items} className="mv-more-actions" disabledItemsFocusable />}
      {dialog === 'category' && <AddCategoryDialog spot={spot} onClose={close} />}
      {dialog === 'photo' && <AddPhotoDialog spot={spot} onClose={close} />}
      {dialog === 'report' && <ReportSpotDialog spot={spot} onClose={close} />}
      {dialog === 'delete' && <DeleteSpotDialog spot={spot} onClose={close} />}
    </>
  );
}
