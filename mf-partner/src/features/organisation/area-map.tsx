// The map of the organisation's area: mf-map's <moveable-map organisation=…>, the element partner
// sites embed. Micro-frontends do not import each other's code, so the element comes through the
// import map (a dynamic import by specifier, which our build leaves alone) and only when the map
// nears the viewport: the page's first bytes carry no Leaflet. Where the element cannot load (mf-map
// not released, tests without an import map) the section keeps its links to the full map.
import { createElement, useEffect, useRef, useState } from 'react';
import { usePageContext } from '@moveable/shared';

const MAP_ELEMENT = '@moveable/mf-map/element';

function loadMapElement(): Promise<boolean> {
  return import(/* @vite-ignore */ MAP_ELEMENT).then(
    () => true,
    () => false,
  );
}

export function AreaMap({ slug, label }: { slug: string; label: string }) {
  const { locale, platform } = usePageContext();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(() => typeof customElements !== 'undefined' && !!customElements.get('moveable-map'));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (ready || failed || !box.current) return;
    let cancelled = false;
    const load = () =>
      void loadMapElement().then((ok) => {
        if (cancelled) return;
        if (ok) setReady(true);
        else setFailed(true);
      });
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '300px' },
    );
    observer.observe(box.current);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [ready, failed]);

  if (failed) return null;
  return (
    <div ref={box} className="mp-area-map" role="group" aria-label={label}>
      {ready ? createElement('moveable-map', { organisation: slug, lang: locale, platform, height: '360px' }) : null}
    </div>
  );
}
