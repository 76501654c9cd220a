// The spot's photos, the cover first (the API keeps that order).
import { photoSrcset, photoUrl, type Photo } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useSpotsTranslation();
  return (
    <ul className="mv-gallery">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <figure className="mv-gallery__item">
            <img
              src={photoUrl(photo)}
              srcSet={photoSrcset(photo)}
              // the gallery is at most the reading width (about 45rem)
              sizes="(max-width: 48rem) 100vw, 45rem"
              alt={t('detail.photoAlt', { n: index + 1, count: photos.length, title })}
              width={photo.width}
              height={photo.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined} // the page's largest paint
              decoding="async"
            />
            {photo.showsFix && <figcaption>{t('detail.showsFix')}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
