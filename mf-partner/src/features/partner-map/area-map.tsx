// The map of the partner map page: Leaflet through the shared map kit (its CSS, the configured
// tiles, zoom buttons labelled in the page language), created once in an effect on a div React
// owns, fitted to all areas (or the country's start view when none has an area). An enhancement:
// the list below it is the full way to every organisation (README: Accessibility).
import { useEffect, useId, useRef } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { addZoomControl, createMap } from '@moveable/shared/map';
import { countryView, href, navigate, usePageContext } from '@moveable/shared';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { addAreaLayers } from './area-layers.ts';
import type { LatLng, MappedOrganisation } from './partner-map-data.ts';

/** One town fills the map without zooming in to its streets. */
const FIT_MAX_ZOOM = 12;
const FIT_PADDING: [number, number] = [24, 24];

export function AreaMap({ organisations, bounds }: { organisations: readonly MappedOrganisation[]; bounds: [LatLng, LatLng] | null }) {
  const { t } = usePartnerTranslation();
  const { country, locale } = usePageContext();
  const hintId = useId();
  const elementRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<LeafletMap | null>(null);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const start = countryView(country);
    const map = createMap(element, { center: start.center, zoom: start.zoom, minZoom: 2, worldCopyJump: true });
    mapRef.current = map;
    // A map without a size (not laid out yet, or jsdom) cannot compute a zoom that fits.
    if (bounds && map.getSize().x > 0) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    // Leaflet only watches the window; the shell's layout may resize the map without one.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resizes?.observe(element);
    return () => {
      resizes?.disconnect();
      map.remove();
      mapRef.current = null;
    };
    // Created once per set of areas: the page keys the map by them.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the comment above
  }, []);

  // Labels link to the page in the page's language, so they are redrawn when it changes.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layers = addAreaLayers(map, organisations, { href, navigate: (path) => navigate(path) });
    return () => {
      layers.remove();
    };
  }, [organisations, locale]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = addZoomControl(map, { position: 'topright', zoomInTitle: t('partnerMap.zoomIn'), zoomOutTitle: t('partnerMap.zoomOut') });
    return () => {
      zoom.remove();
    };
  }, [t]);

  return (
    <>
      <div
        ref={elementRef}
        className="mp-map__canvas"
        role="region"
        aria-label={t('partnerMap.mapLabel')}
        aria-roledescription={t('partnerMap.mapRoleDescription')}
        aria-describedby={hintId}
      />
      <p id={hintId} className="ms-visually-hidden">
        {t('partnerMap.mapHint')}
      </p>
    </>
  );
}
