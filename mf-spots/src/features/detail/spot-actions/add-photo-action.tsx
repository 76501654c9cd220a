// Anyone signed in may add photos to a spot (common/photos resizes and uploads them with
// progress, straight onto the spot). On a shame spot a photo may show the fix.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { PhotoPicker, usePhotoUploads, type PhotoUploads } from '../../common/photos/index.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { invalidateSpot, patchSpot } from '../../common/spot-data/spot-cache.ts';
import type { SpotDetail } from '../../common/spot-data/spot-write-types.ts';
import { useSpotKeys } from '../../common/spot-data/use-spot-keys.ts';

export function AddPhotoAction({ spot }: { spot: SpotDetail }) {
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
      announce(t('actions.photo.added'));
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

  return (
    <div className="mv-action mv-action--photo">
      {!spot.famed && !spot.fixed && (
        <p className="mv-action__check">
          <input id={`${id}-fix`} type="checkbox" checked={showsFix} onChange={(e) => setShowsFix(e.target.checked)} />{' '}
          <label htmlFor={`${id}-fix`}>{t('actions.photo.showsFix')}</label>
        </p>
      )}
      <PhotoPicker uploads={withGallery} label={t('actions.photo.label')} />
    </div>
  );
}
