// One spot in a list: cover photo, title (the link), state badges, place and numbers. The whole
// card is clickable through the title link's stretched area, so there is one tab stop per card.
import { Link, photoSrcset, photoUrl, spotPath, usePageContext, type SpotSummary } from '@moveable/shared';
import { SpotBadges } from '../spot-badges.tsx';
import { CommentsIcon, VotesIcon } from '../icons.tsx';
import { formatDate, formatDistance } from '../format.ts';
import { useSpotsTranslation } from '../use-spots-translation.ts';

export type HeadingLevel = 2 | 3 | 4;

export function SpotCard({ spot, headingLevel = 3 }: { spot: SpotSummary; headingLevel?: HeadingLevel }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const Heading = `h${headingLevel}` as const;
  const place = [spot.address.postalCode, spot.address.city].filter(Boolean).join(' ');
  return (
    <article className={`mv-spot-card mv-spot-card--${spot.famed ? 'fame' : 'shame'}${spot.archived ? ' mv-spot-card--archived' : ''}`}>
      <div className="mv-spot-card__media">
        {spot.coverPhoto ? (
          <img
            src={photoUrl(spot.coverPhoto)}
            srcSet={photoSrcset(spot.coverPhoto)}
            // cards are a column of a grid: about a third of the page, all of it on a phone
            sizes="(max-width: 40rem) 100vw, 24rem"
            alt={t('card.photoAlt', { title: spot.title })}
            width={spot.coverPhoto.width}
            height={spot.coverPhoto.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="mv-spot-card__placeholder" />
        )}
      </div>
      <div className="mv-spot-card__body">
        <Heading className="mv-spot-card__title">
          <Link to={spotPath(spot.id)} className="mv-spot-card__link">
            {spot.title}
          </Link>
        </Heading>
        <SpotBadges spot={spot} />
        {place && <p className="mv-spot-card__place">{place}</p>}
        <ul className="mv-spot-card__meta">
          <li>
            <VotesIcon />
            {t('card.votes', { count: spot.votes })}
          </li>
          <li>
            <CommentsIcon />
            {t('card.comments', { count: spot.comments })}
          </li>
          {spot.distance !== undefined && <li>{t('card.distance', { distance: formatDistance(spot.distance, locale) })}</li>}
          <li>
            <time dateTime={spot.createdAt}>{t('card.created', { date: formatDate(spot.createdAt, locale, 'medium') })}</time>
          </li>
        </ul>
      </div>
    </article>
  );
}
