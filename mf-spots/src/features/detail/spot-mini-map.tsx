// A small still map of where the spot is: no dragging, no zoom, no keyboard trap. Leaflet (from
// the import map) and the tiles load only when the map scrolls into view; where there is no
// IntersectionObserver (old browsers, jsdom in tests) the "show on map" link stands alone.
import { useEffect, useRef, useState } from 'react';
import { config, type LatLng } from '@moveable/shared';

const FAME = '#14BDCC';
const SHAME = '#FE0094';

export function SpotMiniMap({ location, famed, caption }: { location: LatLng; famed: boolean; caption: string }) {
  const canvas = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

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
    void import('leaflet').then((L) => {
      if (cancelled) return;
      const map = L.map(el, {
        center: [location.lat, location.lng],
        zoom: 16,
        dragging: false,
        keyboard: false,
        scrollWheelZoom: false,
        doubleClickZoom: false,
        touchZoom: false,
        boxZoom: false,
        zoomControl: false,
      });
      L.tileLayer(config.tileUrl, { attribution: config.tileAttribution, maxZoom: 19 }).addTo(map);
      // A vector marker: L.Icon.Default breaks when bundled and in shadow DOM (toolchain notes).
      L.circleMarker([location.lat, location.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 3,
        fillColor: famed ? FAME : SHAME,
        fillOpacity: 1,
        interactive: false,
      }).addTo(map);
      remove = () => map.remove();
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [visible, location.lat, location.lng, famed]);

  return (
    <figure className="mv-mini-map">
      <div ref={canvas} className="mv-mini-map__canvas" />
      <figcaption className="mv-mini-map__caption">{caption}</figcaption>
    </figure>
  );
}
