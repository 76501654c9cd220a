// A small still map of where the spot is: no dragging, no zoom, no keyboard trap. The map kit
// (with Leaflet, from the import map) and the tiles load only when the map scrolls into view;
// where there is no IntersectionObserver (old browsers, jsdom in tests) the "show on map" link
// stands alone.
import { useEffect, useRef, useState } from 'react';
import { usePageContext, type LatLng } from '@moveable/shared';

export function SpotMiniMap({ location, famed, caption }: { location: LatLng; famed: boolean; caption: string }) {
  const canvas = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const { platform } = usePageContext();

  useEffect(() => {
    const el = canvas.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setVisible(true);
        observer.disconnect();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

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
