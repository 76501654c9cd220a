// The map to place the pin on: a click puts it there, the pin can be dragged. By keyboard the map
// pans with the arrow keys (Leaflet's own handling; +/- zoom) and "place the pin at the map
// centre" puts the pin under the crosshair. The map kit (and Leaflet with it) is loaded with the
// form, not with every page of mf-spots. Leaflet's vector-free divIcon: L.Icon.Default breaks when
// bundled (toolchain notes).
import { useEffect, useId, useRef, useState } from 'react';
import type { LatLng } from '@moveable/shared';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { roundLocation } from './coordinates.ts';
import { PIN_ZOOM, type Bbox, type StartView } from './start-view.ts';

export interface CenterRequest {
  location: LatLng;
  /** Changes with every request, so the same place can be asked for twice. */
  seq: number;
}

interface PinMapProps {
  pin: LatLng | null;
  famed: boolean | null;
  start: StartView;
  /** Move the map there (the pin was placed by address or position). */
  centerOn: CenterRequest | null;
  /** Show this box instead of `start` once it is known (the chosen region), unless the person moved the map or placed the pin meanwhile. */
  startBox?: Bbox | null;
  onPlace: (location: LatLng) => void;
}

const pinClass = (famed: boolean | null) => `mv-pin mv-pin--${famed === null ? 'unknown' : famed ? 'fame' : 'shame'}`;

export function PinMap({ pin, famed, start, centerOn, startBox = null, onPlace }: PinMapProps) {
  const { t } = useSpotsTranslation();
  const id = useId();
  const element = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const leaflet = useRef<typeof import('leaflet') | null>(null);
  const [ready, setReady] = useState(false);
  // The person has moved the map or placed a pin: a late start box must not take the view away.
  const touched = useRef(false);
  const latest = useRef({ onPlace, start, famed });
  latest.current = { onPlace, start, famed };

  useEffect(() => {
    let cancelled = false;
    void import('@moveable/shared/map').then(({ createMap, addZoomControl, leaflet: L }) => {
      const el = element.current;
      if (cancelled || !el) return;
      leaflet.current = L;
      const { start: view } = latest.current;
      const map = createMap(el, { center: view.center, zoom: view.zoom, keyboard: true, worldCopyJump: true });
      addZoomControl(map, { zoomInTitle: t('add.map.zoomIn'), zoomOutTitle: t('add.map.zoomOut') });
      map.on('click', (e) => latest.current.onPlace(roundLocation(e.latlng)));
      for (const type of ['pointerdown', 'keydown', 'wheel'] as const) el.addEventListener(type, () => (touched.current = true), { once: true });
      mapRef.current = map;
      setReady(true);
    });
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // created once; language changes only touch the zoom buttons' titles
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the pin follows the form's location and polarity
  useEffect(() => {
    const L = leaflet.current;
    const map = mapRef.current;
    if (!ready || !L || !map) return;
    if (!pin) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const icon = L.divIcon({ className: pinClass(famed), html: '<span></span>', iconSize: [28, 40], iconAnchor: [14, 40] });
    if (!markerRef.current) {
      const marker = L.marker([pin.lat, pin.lng], { icon, draggable: true, keyboard: false, autoPan: true });
      marker.on('dragend', () => latest.current.onPlace(roundLocation(marker.getLatLng())));
      markerRef.current = marker.addTo(map);
    } else {
      markerRef.current.setLatLng([pin.lat, pin.lng]);
      markerRef.current.setIcon(icon);
    }
  }, [ready, pin, famed]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !startBox || touched.current || pin) return;
    touched.current = true;
    const [minLng, minLat, maxLng, maxLat] = startBox;
    map.fitBounds(
      [
        [minLat, minLng],
        [maxLat, maxLng],
      ],
      { animate: false },
    );
  }, [ready, startBox, pin]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !centerOn) return;
    touched.current = true;
    map.setView([centerOn.location.lat, centerOn.location.lng], Math.max(map.getZoom(), PIN_ZOOM));
  }, [ready, centerOn]);

  return (
    <div className="mv-pin-map">
      <div className="mv-pin-map__frame">
        <div ref={element} className="mv-pin-map__canvas" role="application" aria-label={t('add.map.label')} aria-describedby={`${id}-hint`} />
        <span className="mv-pin-map__crosshair" aria-hidden="true" />
      </div>
      <p id={`${id}-hint`} className="mv-field__hint">
        {t('add.map.hint')}
      </p>
      {ready && (
        <button
          type="button"
          className="ms-button ms-button--white"
          onClick={() => {
            const center = mapRef.current?.getCenter();
            if (center) onPlace(roundLocation(center));
          }}
        >
          {t('add.map.placeAtCentre')}
        </button>
      )}
    </div>
  );
}
