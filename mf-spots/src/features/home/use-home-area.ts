// The area the home page shows: the region chosen on the home, the list or the map (the
// selectionRegion cookie), else the country (or the world). Sections, the map and its caption
// all follow it.
import { useCallback, useState } from 'react';
import { countryName, preferenceCookie, readPreferences, usePageContext, useRegions, type MapView } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { homeView } from './region-view.ts';

export interface HomeArea {
  /** 0: the whole country. */
  regionId: number;
  /** "Region: Zürich", "Country: Switzerland", "Worldwide". */
  label: string;
  view: MapView;
  /** False while the chosen region's box is still being fetched: the map waits for it. */
  settled: boolean;
  /** Another region (0: the whole country), remembered as the list and the map remember it. */
  choose: (regionId: number) => void;
}

export function useHomeArea(): HomeArea {
  const { t } = useSpotsTranslation();
  const { country, multinational, locale } = usePageContext();
  const [regionId, setRegionId] = useState(() => readPreferences(typeof document === 'undefined' ? '' : document.cookie).selectionRegion);
  const choose = useCallback((next: number) => {
    document.cookie = preferenceCookie('selectionRegion', next);
    setRegionId(next);
  }, []);
  const regions = useRegions();
  const region = regionId > 0 ? regions.data?.find((r) => r.id === regionId) : undefined;
  const countryLabel = countryName(country, locale);
  const label = region
    ? t('home.scopeRegion', { name: region.name })
    : multinational || !countryLabel
      ? t('home.scopeWorld')
      : t('home.scopeCountry', { name: countryLabel });
  return { regionId, label, view: homeView(country, region), settled: regionId <= 0 || !regions.isPending, choose };
}
