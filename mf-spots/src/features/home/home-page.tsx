// The home page's spot parts (/): newest spots with a photo and the most voted, for the region
// the visitor selected (selectionRegion cookie) or the whole country. The news part is mf-news'.
import { useId, useState } from 'react';
import { ErrorScreen, Link, Spinner, readPreferences, usePageContext, useRegions } from '@moveable/shared';
import { useHomeSpots, type HomeSelection } from './use-home-spots.ts';
import { SpotCard } from '../common/spot-list/spot-card.tsx';
import { countryName } from '../common/format.ts';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

function HomeSection({ name, regionId, title }: { name: HomeSelection; regionId: number; title: string }) {
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
    </section>
  );
}

export function HomePage() {
  const { t } = useSpotsTranslation();
  const { country, multinational, locale } = usePageContext();
  // Read once: the region is chosen on the list or the map, not while the home page shows.
  const [regionId] = useState(() => readPreferences(typeof document === 'undefined' ? '' : document.cookie).selectionRegion);
  const regions = useRegions();
  const region = regionId > 0 ? regions.data?.find((r) => r.id === regionId) : undefined;
  const countryLabel = countryName(country, locale);
  const scope = region
    ? t('home.scopeRegion', { name: region.name })
    : multinational || !countryLabel
      ? t('home.scopeWorld')
      : t('home.scopeCountry', { name: countryLabel });
  return (
    <div className="mv-spots mv-home">
      <h1 className="mv-page-title">{t('home.title')}</h1>
      <p className="mv-home__scope">{scope}</p>
      <HomeSection name="newest" regionId={regionId} title={t('home.newest')} />
      <HomeSection name="top" regionId={regionId} title={t('home.top')} />
      <p className="mv-home__all">
        <Link to="/spots" className="ms-button ms-button--bright">
          {t('home.allSpots')}
        </Link>
      </p>
    </div>
  );
}
