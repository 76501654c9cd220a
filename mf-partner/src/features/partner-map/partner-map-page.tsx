// /partnermap: the platform's towns, partners and sponsors in the country on a map, their areas
// drawn in a colour per type with a legend, a label per organisation linking to its page, fitted
// to all areas; below it the same organisations as a list (the accessible way to all of them).
// A lazy chunk of its own (routes.tsx), with Leaflet and the map's texts: /partner loads neither.
import { useMemo } from 'react';
import { ErrorScreen, Link, addPageCss, useDocumentTitle, usePageContext } from '@moveable/shared';
import partnerMapCss from '../../styles/partner-map.css?inline';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { AreaMap } from './area-map.tsx';
import { MapLegend } from './map-legend.tsx';
import { OrganisationList } from './organisation-list.tsx';
import { PartnerMapSkeleton } from './partner-map-skeleton.tsx';
import { areasBounds, areasKey, legendTypes, mapOrganisations } from './partner-map-data.ts';
import { usePartnerMap } from './use-partner-map.ts';

// With the chunk, once: the page's <head> keeps it like the rest of our CSS.
addPageCss([partnerMapCss]);

export function PartnerMapPage() {
  const { t } = usePartnerTranslation();
  const { locale } = usePageContext();
  const { organisations, areas } = usePartnerMap();
  useDocumentTitle(t('partnerMap.title'));

  const mapped = useMemo(
    () => (organisations.data && areas.data ? mapOrganisations(organisations.data, areas.data, locale) : null),
    [organisations.data, areas.data, locale],
  );

  const error = organisations.error ?? areas.error;
  if (error) {
    return (
      <div className="mp-page mp-partner-map">
        <h1>{t('partnerMap.title')}</h1>
        <ErrorScreen
          error={error}
          size="medium"
          headingLevel={2}
          onRetry={() => {
            if (organisations.error) void organisations.refetch();
            if (areas.error) void areas.refetch();
          }}
        />
      </div>
    );
  }
  if (!mapped || !areas.data) return <PartnerMapSkeleton />;

  return (
    <div className="mp-page mp-partner-map">
      <h1>{t('partnerMap.title')}</h1>
      <p className="mp-lead">{t('partnerMap.intro')}</p>
      <p>
        <Link to="/partner">{t('partnerMap.toDirectory')}</Link>
      </p>
      {mapped.length === 0 ? (
        <p>{t('partnerMap.empty')}</p>
      ) : (
        <>
          <MapLegend types={legendTypes(mapped)} />
          {/* keyed by the areas: other areas (another country or platform) fit anew; the same ones
              fetched again keep the reader's view */}
          <AreaMap key={areasKey(areas.data)} organisations={mapped} bounds={areasBounds(areas.data)} />
          <OrganisationList organisations={mapped} />
        </>
      )}
    </div>
  );
}
