// The map of the area editor, a chunk of its own (Leaflet through the shared map kit): a click
// adds a corner there; the outline so far is drawn as a preview with its corners numbered. For
// the keyboard, Leaflet's own: the map takes focus, arrow keys pan, plus and minus zoom; a
// crosshair marks the centre, and the button below adds a corner there.
import { useEffect, useId, useRef } from 'react';
import type { LatLngBoundsExpression, LayerGroup, Map as LeafletMap } from 'leaflet';
import { addZoomControl, createMap, leaflet } from '@moveable/shared/map';
import { Button, countryView, usePageContext } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { cornerPositions, type Corner } from './corners.ts';

export interface DrawingMapProps {
  corners: readonly Corner[];
  onAdd: (lat: number, lng: number) => void;
  /** Where to look first: the stored area's, or the country's view. */
  bbox: readonly [number, number, number, number] | null;
}

const OUTLINE_STYLE = { color: '#1b4f9c', weight: 3, fillOpacity: 0.15 };

export default function DrawingMap({ corners, onAdd, bbox }: DrawingMapProps) {
  const { t } = useAdminTranslation();
  const { country } = usePageContext();
  const hintId = useId();
  const elementRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<LayerGroup | null>(null);
  const onAddRef = useRef(onAdd);
  onAddRef.current = onAdd;

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const start = countryView(country);
    const map = createMap(element, { center: start.center, zoom: start.zoom, minZoom: 2, keyboard: true, doubleClickZoom: false });
    mapRef.current = map;
    layerRef.current = leaflet.layerGroup().addTo(map);
    if (bbox && map.getSize().x > 0) {
      const bounds: LatLngBoundsExpression = [
        [bbox[1], bbox[0]],
        [bbox[3], bbox[2]],
      ];
      map.fitBounds(bounds, { padding: [16, 16], animate: false });
    }
    map.on('click', (event) => onAddRef.current(event.latlng.lat, event.latlng.lng));
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resizes?.observe(element);
    return () => {
      resizes?.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // Created once; the corners are drawn by the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the comment above
  }, []);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.clearLayers();
    const points = cornerPositions(corners)
      .filter(([lng, lat]) => Number.isFinite(lng) && Number.isFinite(lat))
      .map(([lng, lat]): [number, number] => [lat, lng]);
    if (points.length >= 3) leaflet.polygon(points, OUTLINE_STYLE).addTo(layer);
    else if (points.length === 2) leaflet.polyline(points, OUTLINE_STYLE).addTo(layer);
    points.forEach((point, index) =>
      leaflet
        .circleMarker(point, { radius: 6, color: '#1b4f9c', fillColor: '#ffffff', fillOpacity: 1, weight: 2, interactive: false })
        .bindTooltip(String(index + 1), { permanent: true, direction: 'top', offset: [0, -6] })
        .addTo(layer),
    );
  }, [corners]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = addZoomControl(map, { position: 'topright', zoomInTitle: t('area.outline.zoomIn'), zoomOutTitle: t('area.outline.zoomOut') });
    return () => {
      zoom.remove();
    };
  }, [t]);

  function addAtCentre() {
    const centre = mapRef.current?.getCenter();
    if (centre) onAddRef.current(centre.lat, centre.lng);
  }

  return (
    <div className="ma-drawing">
      <div className="ma-drawing__frame">
        <div
          ref={elementRef}
          className="ma-drawing__map"
          role="region"
          aria-label={t('area.outline.mapLabel')}
          aria-roledescription={t('area.outline.mapRoleDescription')}
          aria-describedby={hintId}
        />
        <span className="ma-drawing__crosshair" aria-hidden="true" />
      </div>
      <p id={hintId} className="ma-hint">
        {t('area.outline.mapHint')}
      </p>
      <Button onClick={addAtCentre}>{t('area.outline.addAtCentre')}</Button>
    </div>
  );
}
