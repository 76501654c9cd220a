// One of the home page's selections of spots (newest with a photo, most supported) as a section
// of cards under its heading; while they load, skeleton cards of the same size hold their place.
import { useId, type ReactNode } from 'react';
import { ErrorScreen } from '@moveable/shared';
import { HOME_SELECTIONS, useHomeSpots, type HomeSelection } from './use-home-spots.ts';
import { SpotCard } from '../common/spot-list/spot-card.tsx';
import { SpotCardSkeletons } from '../common/spot-list/spot-card-skeleton.tsx';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function HomeSpotsSection({
  name,
  regionId,
  title,
  children,
}: {
  name: HomeSelection;
  regionId: number;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useSpotsTranslation();
  const headingId = useId();
  const { data, isPending, isError, error, refetch } = useHomeSpots(name, regionId);
  return (
    <section
      className={`mv-home__section mv-home__section--${name}`}
      aria-labelledby={headingId}
      aria-busy={isPending}
      data-page-loading={isPending || undefined /* the shell's footer waits (shell.css) */}
    >
      <h2 id={headingId}>{title}</h2>
      {isPending && (
        <>
          <p className="ms-visually-hidden" role="status">
            {t('list.loading')}
          </p>
          {/* as many cards as the selection asks for: the section keeps its height when they come */}
          <SpotCardSkeletons count={HOME_SELECTIONS[name].limit} />
        </>
      )}
      {isError && <ErrorScreen error={error} message={t('list.error')} headingLevel={3} size="small" onRetry={() => refetch()} />}
      {data && data.length === 0 && <p>{t('home.empty')}</p>}
      {data && data.length > 0 && (
        <ul className="mv-spot-grid" aria-labelledby={headingId}>
          {data.map((spot, index) => (
            <li key={spot.id}>
              {/* the newest spots' first cover is on the first screen: the page's largest paint */}
              <SpotCard spot={spot} headingLevel={3} priority={name === 'newest' && index === 0} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
