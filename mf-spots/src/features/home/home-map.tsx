// The map of the home page's area: small and still (nothing to drag, zoom or tab into), with the
// spots the page lists as dots, and a link to the full map at the same view. The map kit, Leaflet
// and the tiles load only when the map comes near the viewport, watched once the sections above
// have their spots (while they load, the map sits high up the page); until then, and where that
// never happens (jsdom), the box, its caption and the link stand on their own.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, mapPathAt, usePageContext, type SpotSummary } from '@moveable/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { useNearViewport } from '../common/use-near-viewport.ts';
import type { HomeArea } from './use-home-area.ts';

type MapKit = typeof import('@moveable/shared/map');

export interface HomeMapProps {
  area: HomeArea;
  /** Dots on the map. */
  spots: readonly SpotSummary[];
  /** The page above the map has its final height: start watching for the viewport. */
  laidOut: boolean;
}

export function HomeMap({ area, spots, laidOut }: HomeMapProps) {
  const { t } = useSpotsTranslation();
  const { platform } = usePageContext();
  const headingId = useId();
  const canvas = useRef<HTMLDivElement>(null);
  const near = useNearViewport(canvas, { enabled: laidOut });
  const [map, setMap] = useState<{ map: LeafletMap; kit: MapKit } | null>(null);
  const { center, zoom } = area.view;

  useEffect(() => {
    const el = canvas.current;
    if (!near || !area.settled || !el) return;
    let cancelled = false;
    let created: LeafletMap | undefined;
    void import('@moveable/shared/map').then((kit) => {
      if (cancelled) return;
      created = kit.createMap(el, { center: [center.lat, center.lng], zoom, ...kit.STILL_MAP_OPTIONS });
      setMap({ map: created, kit });
    });
    return () => {
      cancelled = true;
      created?.remove();
      setMap(null);
    };
  }, [near, area.settled, center.lat, center.lng, zoom]);

  useEffect(() => {
    if (!map) return;
    const dots = spots.map((spot) => map.kit.spotCircle([spot.location.lat, spot.location.lng], spot.famed, platform).addTo(map.map));
    return () => dots.forEach((dot) => dot.remove());
  }, [map, spots, platform]);

  return (
    <section className="mv-home__section mv-home__map" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.map.title')}</h2>
      {/* the detail page's still map in look (spots.css), taller */}
      <figure className="mv-mini-map mv-home-map">
        <div ref={canvas} className="mv-mini-map__canvas mv-home-map__canvas" />
        <figcaption className="mv-mini-map__caption">{area.label}</figcaption>
      </figure>
      <p className="mv-home__more">
        <Link to={mapPathAt(center, zoom)} className="ms-button ms-button--white">
          {t('home.map.open')}
        </Link>
      </p>
    </section>
  );
}
