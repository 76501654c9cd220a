// Anyone signed in may add photos to a spot (from the spot's menu; common/photos resizes and
// uploads them with progress, straight onto the spot). On a shame spot a photo may show the fix:
// the choice comes first, as uploads start the moment files are chosen. When every chosen photo
// is up, the dialog closes and the live region says so; a failure keeps it open with the reason,
// "retry" and "remove". Cancel or Escape while photos are on their way stops them.
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { PhotoPicker, usePhotoUploads, type PhotoUploads } from '../../common/photos/index.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { Dialog } from '../../common/dialogs/dialog.tsx';
import { invalidateSpot, patchSpot } from '../../common/spot-data/spot-cache.ts';
import type { SpotDetail } from '../../common/spot-data/spot-write-types.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function AddPhotoDialog({ spot, onClose }: { spot: SpotDetail; onClose: () => void }) {
  const { t } = useSpotsTranslation();
  const id = useId();
  const qc = useQueryClient();
  const keys = useSpotKeys(spot.id);
  const announce = useAnnounce();
  const [showsFix, setShowsFix] = useState(false);
  const uploads = usePhotoUploads({
    target: `/spots/${spot.id}/photos`,
    showsFix,
    onUploaded: (photo) => {
      patchSpot(qc, keys, (s) => ({ ...s, photos: [...s.photos, photo] }));
      void invalidateSpot(qc, keys);
    },
  });
  // A removed upload is deleted on the server too (common/photos): take it out of the gallery.
  const withGallery: PhotoUploads = {
    ...uploads,
    remove: (key) => {
      const photoId = uploads.items.find((item) => item.key === key)?.photo?.id;
      uploads.remove(key);
      if (photoId !== undefined) patchSpot(qc, keys, (s) => ({ ...s, photos: s.photos.filter((p) => p.id !== photoId) }));
    },
  };

  const added = uploads.photoIds.length;
  const allUp = added > 0 && !uploads.busy && !uploads.failed;
  const closed = useRef(false);
  useEffect(() => {
    if (!allUp || closed.current) return;
    closed.current = true;
    // said as the dialog closes: a live region behind an open modal is not read
    announce(t('actions.photo.added', { count: added }));
    onClose();
  }, [allUp, added, announce, onClose, t]);

  return (
    <Dialog title={t('actions.photo.dialogTitle', { title: spot.title })} onClose={onClose}>
      <div className="ms-form mv-action-form">
        {!spot.famed && !spot.fixed && (
          <p className="mv-action__check">
            <input id={`${id}-fix`} type="checkbox" checked={showsFix} onChange={(e) => setShowsFix(e.target.checked)} />{' '}
            <label htmlFor={`${id}-fix`}>{t('actions.photo.showsFix')}</label>
          </p>
        )}
        <PhotoPicker uploads={withGallery} label={t('actions.photo.label')} />
        <div className="mv-dialog__buttons">
          <button type="button" className="ms-button ms-button--white" onClick={onClose}>
            {t('actions.cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
