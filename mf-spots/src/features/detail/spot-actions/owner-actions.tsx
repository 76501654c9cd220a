// Edit and delete, for the author, moderators and admins (the viewer's can.edit / can.delete).
// Deleting asks first; afterwards the list is where the person lands.
import { useState } from 'react';
import { Link, navigate } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { ConfirmDialog } from '../../common/dialogs/confirm-dialog.tsx';
import type { SpotDetail, SpotViewer } from '../../common/spot-data/spot-write-types.ts';
import { useDeleteSpot } from './use-delete-spot.ts';

export function OwnerActions({ spot, viewer }: { spot: SpotDetail; viewer: SpotViewer | undefined }) {
  const { t } = useSpotsTranslation();
  const remove = useDeleteSpot(spot.id);
  const [confirming, setConfirming] = useState(false);
  if (!viewer?.can.edit && !viewer?.can.delete) return null;
  return (
    <div className="mv-action mv-action--owner">
      {viewer.can.edit && (
        <Link to={`/spots/${spot.id}/edit`} className="ms-button ms-button--white">
          {t('actions.edit')}
        </Link>
      )}
      {viewer.can.delete && (
        <button type="button" className="ms-button ms-button--white" onClick={() => setConfirming(true)}>
          {t('actions.delete.button')}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('actions.delete.title')}
          text={t('actions.delete.text', { title: spot.title })}
          confirmLabel={t('actions.delete.confirm')}
          onConfirm={() => remove.mutateAsync()}
          onClose={() => setConfirming(false)}
          onDone={() => navigate('/spots')}
        />
      )}
    </div>
  );
}
