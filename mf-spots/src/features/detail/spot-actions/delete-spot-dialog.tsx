// "Delete" from the spot's menu (the viewer's can.delete: author, moderators, admins): asks first,
// then the list is where the person lands. Cancel or Escape returns focus to the menu button.
import { navigate } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { ConfirmDialog } from '../../common/dialogs/confirm-dialog.tsx';
import type { SpotDetail } from '../../common/spot-data/spot-write-types.ts';
import { useDeleteSpot } from './use-delete-spot.ts';

export function DeleteSpotDialog({ spot, onClose }: { spot: SpotDetail; onClose: () => void }) {
  const { t } = useSpotsTranslation();
  const remove = useDeleteSpot(spot.id);
  return (
    <ConfirmDialog
      title={t('actions.delete.title')}
      text={t('actions.delete.text', { title: spot.title })}
      confirmLabel={t('actions.delete.confirm')}
      onConfirm={() => remove.mutateAsync()}
      onClose={onClose}
      onDone={() => navigate('/spots')}
    />
  );
}
