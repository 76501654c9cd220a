// The spot as it is: title, state, photos, description, official answer, facts, location. The
// description is plain text from users: it reaches the DOM as HTML only through the shared
// linkify (escape everything, then sanitise). What people can do comes in as slots: the actions
// right under the title (their "More actions" menu holds the secondary ones), the official answer
// form after the answer, the discussion at the end.
import { Suspense, lazy, useId, type ReactNode } from 'react';
import { CATEGORY_ICON_NAMES } from '@moveable/contract';
import { Link, categoryLabel, mapPathAt, useLinkified, usePageContext } from '@moveable/shared';
import { BackLink } from './back/back-link.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { OfficialAnswerSection } from './official-answer/official-answer.tsx';
import { SpotMiniMap } from './spot-mini-map.tsx';
import { SpotBadges } from '../common/spot-badges.tsx';
import { formatDate } from '../common/format.ts';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import type { SpotDetail } from '../common/spot-data/spot-write-types.ts';

// Category icons come from the design system's widgets entry, which this page loads after its text.
const Icon = lazy(() => import('@moveable/shared/widgets').then((m) => ({ default: m.Icon })));

export interface SpotDetailViewProps {
  spot: SpotDetail;
  /** What people come to do with the spot: vote, propose fixed, comment, and the menu of the rest (spot-actions.tsx). */
  actions?: ReactNode;
  /** The official answer form for members of a responsible organisation. */
  answerForm?: ReactNode;
  /** The discussion (features/comments). */
  comments?: ReactNode;
}

/** The spot as it is; the interactive parts come in as slots, so the view renders on its own. */
export function SpotDetailView({ spot, actions, answerForm, comments }: SpotDetailViewProps) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const ids = useId();
  const heading = (name: string) => `${ids}-${name}`;
  const address = [spot.address.street, [spot.address.postalCode, spot.address.city].filter(Boolean).join(' ')].filter(Boolean);
  const description = useLinkified(spot.description);

  return (
    <article className={`mv-spots mv-spot-detail mv-spot-detail--${spot.famed ? 'fame' : 'shame'}`} aria-labelledby={heading('title')}>
      <p className="mv-spot-detail__back">
        <BackLink spotId={spot.id} />
      </p>
      <header className="mv-spot-detail__header">
        <h1 id={heading('title')} className="mv-page-title">
          {spot.title}
        </h1>
        <SpotBadges spot={spot} />
      </header>
      {actions}

      {spot.photos.length > 0 && (
        <section aria-labelledby={heading('photos')}>
          <h2 id={heading('photos')} className="ms-visually-hidden">
            {t('detail.photos')}
          </h2>
          <PhotoGallery photos={spot.photos} title={spot.title} />
        </section>
      )}

      <section className="mv-spot-detail__description" aria-labelledby={heading('description')}>
        <h2 id={heading('description')}>{t('detail.description')}</h2>
        {description ? (
          // linkify escapes the text and sanitises the result (spec §5): the only HTML we inject.
          <div className="mv-prose" dangerouslySetInnerHTML={{ __html: description }} />
        ) : (
          <p>{t('detail.noDescription')}</p>
        )}
      </section>

      {spot.officialAnswer && <OfficialAnswerSection answer={spot.officialAnswer} headingId={heading('answer')} />}
      {answerForm}

      <section className="mv-spot-detail__facts" aria-labelledby={heading('facts')}>
        <h2 id={heading('facts')}>{t('detail.facts')}</h2>
        <dl className="mv-facts">
          {address.length > 0 && (
            <div>
              <dt>{t('detail.address')}</dt>
              <dd>
                <address>
                  {address.map((line) => (
                    <span key={line} className="mv-facts__line">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          )}
          {spot.categories.length > 0 && (
            <div>
              <dt>{t('detail.categories')}</dt>
              <dd>
                <ul className="mv-tags">
                  {spot.categories.map((category) => (
                    <li key={category.id}>
                      {category.icon ? (
                        <Suspense fallback={null}>
                          <Icon name={CATEGORY_ICON_NAMES[category.icon]} className="mv-tags__icon" />
                        </Suspense>
                      ) : null}
                      {categoryLabel(category, locale)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {spot.regions.length > 0 && (
            <div>
              <dt>{t('detail.regions')}</dt>
              <dd>
                <ul className="mv-tags">
                  {spot.regions.map((region) => (
                    <li key={region.id}>{region.name}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('detail.reactions')}</dt>
            <dd>
              <ul className="mv-facts__inline">
                <li>{t('card.votes', { count: spot.votes })}</li>
                <li>{t('card.comments', { count: spot.comments })}</li>
              </ul>
            </dd>
          </div>
          <div>
            <dt>{t('detail.origin')}</dt>
            <dd>
              <span className="mv-facts__line">{spot.author ? t('detail.author', { name: spot.author.username }) : t('detail.authorUnknown')}</span>
              <span className="mv-facts__line">
                <time dateTime={spot.createdAt}>{t('detail.created', { date: formatDate(spot.createdAt, locale) })}</time>
              </span>
            </dd>
          </div>
        </dl>
      </section>

      <section className="mv-spot-detail__location" aria-labelledby={heading('location')}>
        <h2 id={heading('location')}>{t('detail.location')}</h2>
        <SpotMiniMap location={spot.location} famed={spot.famed} caption={t('detail.mapCaption', { title: spot.title })} />
        <p>
          <Link to={mapPathAt(spot.location)} className="ms-button ms-button--white">
            {t('detail.showOnMap')}
          </Link>
        </p>
      </section>
      {comments}
    </article>
  );
}
