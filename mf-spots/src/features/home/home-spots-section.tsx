// One of the home page's selections of spots (newest with a photo, most supported) as a section
// of cards under its heading.
import { useId, type ReactNode } from 'react';
import { ErrorScreen, Spinner } from '@moveable/shared';
import { useHomeSpots, type HomeSelection } from './use-home-spots.ts';
import { SpotCard } from '../common/spot-list/spot-card.tsx';
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
    <section className={`mv-home__section mv-home__section--${name}`} aria-labelledby={headingId} aria-busy={isPending}>
      <h2 id={headingId}>{title}</h2>
      {isPending && <Spinner size="md" label={t('list.loading')} />}
      {isError && <ErrorScreen error={error} message={t('list.error')} headingLevel={3} size="small" onRetry={() => refetch()} />}
      {data && data.length === 0 && <p>{t('home.empty')}</p>}
      {data && data.length > 0 && (
        <ul className="mv-spot-grid" aria-labelledby={headingId}>
          {data.map((spot) => (
            <li key={spot.id}>
              <SpotCard spot={spot} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
