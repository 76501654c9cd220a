// A spot of the organisation's area as a card on the shared Card (the spot cards of the lists are
// mf-spots' own, which we may not import): cover, title as the one link to /spots/{id}, its state
// in words (not by colour alone), votes and the day it was added.
import { Card, photoSrcset, photoUrl, spotPath, usePageContext, type SpotSummary } from '@moveable/shared';
import { formatDay } from './format.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

type SpotState = 'fame' | 'shame' | 'fixed' | 'answered' | 'archived';

export function OrganisationSpotCard({ spot }: { spot: SpotSummary }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const states: SpotState[] = [spot.famed ? 'fame' : 'shame'];
  if (spot.fixed) states.push('fixed');
  if (spot.hasOfficialAnswer) states.push('answered');
  if (spot.archived) states.push('archived');
  return (
    <Card
      className={`mp-spot-card mp-spot-card--${spot.famed ? 'fame' : 'shame'}`}
      headingLevel={3}
      to={spotPath(spot.id)}
      title={spot.title}
      cover={
        spot.coverPhoto
          ? {
              src: photoUrl(spot.coverPhoto),
              srcSet: photoSrcset(spot.coverPhoto),
              sizes: '(max-width: 35rem) calc(100vw - 1.5rem), 22rem',
              alt: t('spots.photoAlt', { title: spot.title }),
            }
          : null
      }
      eyebrow={
        <ul className="mp-states">
          {states.map((state) => (
            <li key={state} className={`mp-state mp-state--${state}`}>
              {t(`spots.${state}`)}
            </li>
          ))}
        </ul>
      }
    >
      <p className="mp-spot-card__meta">
        {t('spots.votes', { count: spot.votes })} ·{' '}
        <time dateTime={spot.createdAt}>{t('spots.created', { date: formatDay(spot.createdAt, locale) })}</time>
      </p>
    </Card>
  );
}

export function SpotCardSkeletons({ count }: { count: number }) {
  return (
    <ul className="ms-card-grid mp-spot-grid">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="ms-card">
            <div className="ms-card__cover ms-card__cover--empty" />
            <div className="ms-card__body">
              <div className="mp-skeleton__line" />
              <div className="mp-skeleton__title" />
              <div className="mp-skeleton__line" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
