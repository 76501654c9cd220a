// The card of one spot, opened from a marker or from the list. A non-modal dialog: the map stays
// usable beside it. Focus moves to its title when it opens, so a screen reader announces the
// dialog and the spot; Escape or the close button closes it (the page returns focus).
//
// The map knows a spot's title, kind and city; the rest (address, photo, votes, comments, official
// answer) comes from GET /api/spots/:id when the card opens.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMapTranslation } from '../../i18n/use-map-translation.ts';
import { Link, apiScope, photoSrcset, photoUrl, spotPath, useApi, usePageContext } from '@moveable/shared';
import type { MapSpot } from './map-data.ts';
import { mapKeys } from './map-keys.ts';
import { markerKind } from './marker-style.ts';
import { addressLine, kindKey } from './spot-labels.ts';

export interface SpotCardProps {
  spot: MapSpot;
  onClose: () => void;
}

export function useSpotDetail(id: number) {
  const api = useApi();
  const scope = apiScope(usePageContext());
  return useQuery({
    queryKey: mapKeys.spot(scope, id),
    queryFn: ({ signal }) => api.get('/spots/:id', { params: { id }, signal }),
    staleTime: 60_000,
  });
}

export function SpotCard({ spot, onClose }: SpotCardProps) {
  const { t } = useMapTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const detail = useSpotDetail(spot.id).data;
  const kind = markerKind(spot);
  const address = detail ? addressLine(detail.address) : (spot.city ?? '');

  // A new spot in the same card is a new dialog to announce.
  useEffect(() => {
    titleRef.current?.focus();
  }, [spot.id]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onClose();
  }

  return (
    <section
      className="mv-map__card"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-busy={detail ? undefined : 'true'}
      onKeyDown={onKeyDown}
    >
      {detail?.coverPhoto && (
        <img
          className="mv-map__card-photo"
          src={photoUrl(detail.coverPhoto)}
          srcSet={photoSrcset(detail.coverPhoto)}
          sizes="20rem"
          width={detail.coverPhoto.width}
          height={detail.coverPhoto.height}
          alt={t('card.photoAlt', { title: spot.title })}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="mv-map__card-body">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="mv-map__card-title">
          {spot.title}
        </h2>
        <ul className="mv-map__badges">
          <li className={`mv-map__badge mv-map__badge--${kind}`}>{t(kindKey(spot))}</li>
          {detail?.hasOfficialAnswer && <li className="mv-map__badge">{t('card.officialAnswer')}</li>}
          {detail?.archived && <li className="mv-map__badge">{t('card.archived')}</li>}
        </ul>
        {address && <p className="mv-map__card-address">{address}</p>}
        {detail && (
          <p className="mv-map__card-stats">
            {t('card.votes', { count: detail.votes })} · {t('card.comments', { count: detail.comments })}
          </p>
        )}
        <Link to={spotPath(spot.id)} className="mv-map__card-link">
          {t('card.open')}
        </Link>
      </div>
      <button type="button" className="mv-map__card-close" onClick={onClose} aria-label={t('card.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
