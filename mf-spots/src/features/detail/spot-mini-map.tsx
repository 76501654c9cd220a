// A small still map of where the spot is: no dragging, no zoom, no keyboard trap. The map kit
// (with Leaflet, from the import map) and the tiles load only when the map comes near the viewport
// (useNearViewport): a visitor who reads the spot and leaves loads no map code. Where there is no
// IntersectionObserver (old browsers, jsdom in tests) the "show on map" link stands alone. The box
// keeps its size from the start (spots.css), so the map arriving moves nothing.
import { useEffect, useRef } from 'react';
import { usePageContext, type LatLng } from '@moveable/shared';
import { useNearViewport } from '../common/use-near-viewport.ts';

export function SpotMiniMap({ location, famed, caption }: { location: LatLng; famed: boolean; caption: string }) {
  const canvas = useRef<HTMLDivElement>(null);
  // 100 px ahead: on a phone the map often sits just below the first screen, and a visitor who
  // does not scroll there should not pay for Leaflet; one who does finds it drawn as it arrives
  const visible = useNearViewport(canvas, { margin: '100px' });
  const { platform } = usePageContext();

  useEffect(() => {
    const el = canvas.current;
    if (!visible || !el) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void import('@moveable/shared/map').then(({ createMap, spotCircle, STILL_MAP_OPTIONS }) => {
      if (cancelled) return;
      const map = createMap(el, { center: [location.lat, location.lng], zoom: 16, ...STILL_MAP_OPTIONS });
      spotCircle([location.lat, location.lng], famed, platform).addTo(map);
      remove = () => map.remove();
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [visible, location.lat, location.lng, famed, platform]);

  return (
    <figure className="mv-mini-map">
      <div ref={canvas} className="mv-mini-map__canvas" />
      <figcaption className="mv-mini-map__caption">{caption}</figcaption>
    </figure>
  );
}
