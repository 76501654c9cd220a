// The photos a spot already has, on its edit page (new ones are added below, at once).
import { type Photo } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { smallPhotoUrl } from '../common/photos/index.ts';

export function ExistingPhotos({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useSpotsTranslation();
  return (
    <ul className="mv-existing-photos" aria-label={t('add.photos.existing')}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <img src={smallPhotoUrl(photo)} alt={t('add.photos.existingAlt', { n: index + 1, count: photos.length, title })} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
