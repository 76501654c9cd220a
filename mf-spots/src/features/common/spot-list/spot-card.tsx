// One spot in a list, on the shared Card: cover photo cropped to the card (portrait photos no
// longer make a card taller than its row), title (the link), state badges, place and numbers. The
// whole card is clickable through the title link's stretched area, so there is one tab stop per
// card; the numbers sit in the body, not in the Card's footer, which stays above that area.
import { Card, photoSrcset, photoUrl, spotPath, usePageContext, type SpotSummary } from '@moveable/shared';
import { SpotBadges } from '../spot-badges.tsx';
import { CommentsIcon, VotesIcon } from '../icons.tsx';
import { formatDate, formatDistance } from '../format.ts';
import { useSpotsTranslation } from '../use-spots-translation.ts';

export type HeadingLevel = 2 | 3 | 4;

/**
 * How wide a card is, for the browser's pick from the srcset: one column on a phone (the page's
 * width less its padding), else a column of 16rem and more that rarely grows past 22rem (the
 * grids of spots.css in the shell's 80rem page, and in a partner's column).
 */
export const CARD_SIZES = '(max-width: 35rem) calc(100vw - 1.5rem), 22rem';

/** `priority`: the first card of a page's first screen (its cover is the largest paint: loaded first). */
export function SpotCard({ spot, headingLevel = 3, priority = false }: { spot: SpotSummary; headingLevel?: HeadingLevel; priority?: boolean }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const place = [spot.address.postalCode, spot.address.city].filter(Boolean).join(' ');
  const classes = ['mv-spot-card', `mv-spot-card--${spot.famed ? 'fame' : 'shame'}`, spot.archived && 'mv-spot-card--archived'];
  return (
    <Card
      className={classes.filter(Boolean).join(' ')}
      headingLevel={headingLevel}
      to={spotPath(spot.id)}
      title={<span className="mv-spot-card__title">{spot.title}</span>}
      cover={
        spot.coverPhoto
          ? {
              src: photoUrl(spot.coverPhoto),
              srcSet: photoSrcset(spot.coverPhoto),
              sizes: CARD_SIZES,
              alt: t('card.photoAlt', { title: spot.title }),
              priority,
            }
          : null
      }
    >
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
    </Card>
  );
}
