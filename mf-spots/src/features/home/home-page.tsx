// The home page (/): what the platform is for and the call to add a spot, then the newest spots
// with a photo, the map of the area and the most supported spots, all for the region the visitor
// chose (selectionRegion cookie) or the whole country. The latest news below them are mf-news's:
// the shell mounts it after us on this route (the route table's composedWith).
import { useMemo } from 'react';
import { Link } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { HomeIntro } from './home-intro.tsx';
import { HomeSpotsSection } from './home-spots-section.tsx';
import { HomeMap } from './home-map.tsx';
import { HomeRegionSwitch } from './home-region-switch.tsx';
import { useHomeArea } from './use-home-area.ts';
import { useHomeSpots } from './use-home-spots.ts';

export function HomePage() {
  const { t } = useSpotsTranslation();
  const area = useHomeArea();
  // the map shows the spots the page lists (the same queries, answered once from the cache)
  const newestQuery = useHomeSpots('newest', area.regionId);
  const newest = newestQuery.data;
  const top = useHomeSpots('top', area.regionId).data;
  const mapSpots = useMemo(() => [...(newest ?? []), ...(top ?? []).filter((s) => !newest?.some((n) => n.id === s.id))], [newest, top]);
  return (
    <div className="mv-spots mv-home">
      <HomeIntro />
      <HomeRegionSwitch regionId={area.regionId} onChange={area.choose} />
      <HomeSpotsSection name="newest" regionId={area.regionId} title={t('home.newest')}>
        <p className="mv-home__more">
          <Link to="/spots" className="ms-button ms-button--white">
            {t('home.allSpots')}
          </Link>
        </p>
      </HomeSpotsSection>
      <HomeMap area={area} spots={mapSpots} laidOut={!newestQuery.isPending} />
      <HomeSpotsSection name="top" regionId={area.regionId} title={t('home.top')} />
    </div>
  );
}
