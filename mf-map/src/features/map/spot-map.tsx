// The Leaflet map itself, created once in an effect on a div React owns, through the map kit
// (Leaflet's CSS, tiles, labelled zoom buttons). Plain Leaflet rather than react-leaflet: the map
// needs exactly one imperative surface (create, move, sync markers), and doing it by hand keeps
// full control over the things that matter here: explicit icons, labelled zoom controls that
// follow the language, markers diffed instead of re-rendered, and nothing that reaches for
// `document` (it runs inside shadow roots).
import { useEffect, useId, useRef } from 'react';
import { useMapTranslation } from '../../i18n/use-map-translation.ts';
import type { Map as LeafletMap } from 'leaflet';
import { addZoomControl, createMap } from '@moveable/shared/map';
import { bboxOf, bboxToCorners, type Bbox } from './bbox.ts';
import { itemPosition, type MapCluster, type MapSpot, type MapStack, type PlacedItem } from './map-data.ts';
import { createMarkerLayer, type MarkerLayer } from './marker-layer.ts';
import { itemLabel } from './spot-labels.ts';
import { watchTiles } from './tile-status.ts';
import { MAX_ZOOM, MIN_ZOOM, normalizeView, sameView, type MapView } from './view-state.ts';

export interface SpotMapProps {
  /** Where the map starts. Read once. */
  initialView: MapView;
  /** A view asked for later (a deep link followed, an element's attributes changed). */
  requestedView?: MapView | null;
  /** An area to fit once it is known (an organisation's bbox). */
  fitBbox?: Bbox | null;
  /** Clusters, stacks and single spots of the viewport, placed (marker-placement.ts). */
  items: readonly PlacedItem[];
  /** itemKey of the highlighted item. */
  selected: string | null;
  /** An item to bring into view (chosen in the list). */
  reveal?: PlacedItem | null;
  /** How many pixels on the map's right something covers (the list, where it is a panel over the map). */
  coveredRight?: () => number;
  /** After every move: the view (for the URL) and the box to load (rounded to the zoom grid). */
  onViewChange: (view: MapView, bbox: Bbox) => void;
  onSpotActivate: (spot: MapSpot) => void;
  /** `element`: the marker, when activated with the keyboard. */
  onClusterActivate: (cluster: MapCluster, element: HTMLElement | null) => void;
  onStackActivate: (stack: MapStack, element: HTMLElement) => void;
  /** The map and its markers, for zooming to a cluster chosen in the list and moving focus. */
  onMapReady?: (map: LeafletMap | null, markers: MarkerLayer | null) => void;
  /** The tiles fail (true) or load again (false). */
  onTilesChange?: (offline: boolean) => void;
  /** The map's own element, for returning focus to it. */
  containerRef?: React.RefObject<HTMLDivElement | null>;
}

export function SpotMap({
  initialView,
  requestedView,
  fitBbox,
  items,
  selected,
  reveal = null,
  coveredRight,
  onViewChange,
  onSpotActivate,
  onClusterActivate,
  onStackActivate,
  onMapReady,
  onTilesChange,
  containerRef,
}: SpotMapProps) {
  const { t } = useMapTranslation();
  const hintId = useId();
  const ownRef = useRef<HTMLDivElement | null>(null);
  const elementRef = containerRef ?? ownRef;
  const mapRef = useRef<LeafletMap | null>(null);
  const markersRef = useRef<MarkerLayer | null>(null);
  // Latest props for Leaflet's listeners, which are bound once.
  const latest = useRef({ onViewChange, onSpotActivate, onClusterActivate, onStackActivate, onMapReady, onTilesChange, items, selected, t });
  latest.current = { onViewChange, onSpotActivate, onClusterActivate, onStackActivate, onMapReady, onTilesChange, items, selected, t };

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const map = createMap(element, {
      center: initialView.center,
      zoom: initialView.zoom,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      worldCopyJump: true,
    });
    mapRef.current = map;
    const markers = createMarkerLayer(map, {
      onSpot: (spot) => latest.current.onSpotActivate(spot),
      onCluster: (cluster, element) => latest.current.onClusterActivate(cluster, element),
      onStack: (stack, element) => latest.current.onStackActivate(stack, element),
      label: (item) => itemLabel(latest.current.t, item),
    });
    markersRef.current = markers;
    // Leaflet may still fire a (debounced) moveend after remove(): by then the URL belongs to
    // another page, and must not get our center and zoom.
    let disposed = false;
    const report = () => {
      if (disposed) return;
      const zoom = Math.round(map.getZoom());
      const view = normalizeView({ center: map.getCenter(), zoom });
      latest.current.onViewChange(view, bboxOf(map.getBounds(), zoom));
    };
    const restyle = () => markers.update(latest.current.items, map.getZoom(), latest.current.selected);
    map.on('moveend', report);
    map.on('zoomend', restyle);
    report();
    // Leaflet only watches the window; a layout change (the shell's header, a partner's column)
    // resizes the map without a window resize, and a map that doesn't know its size loads the
    // wrong box.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize({ debounceMoveend: true }));
    resizes?.observe(element);
    const unwatchTiles = watchTiles(map, (offline) => latest.current.onTilesChange?.(offline));
    latest.current.onMapReady?.(map, markers);
    return () => {
      latest.current.onMapReady?.(null, null);
      unwatchTiles();
      disposed = true;
      resizes?.disconnect();
      map.off('moveend', report);
      map.off('zoomend', restyle);
      markers.remove();
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
    };
    // Created once: later changes arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on purpose, see the comment above
  }, []);

  // Zoom buttons labelled in the page language (Leaflet sets title and aria-label from these).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = addZoomControl(map, { position: 'topright', zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') });
    return () => {
      zoom.remove();
    };
  }, [t]);

  // The markers' names follow the language too (t).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    markersRef.current?.update(items, map.getZoom(), selected);
  }, [items, selected, t]);

  // An item chosen in the list may sit just outside the edge (the loaded box is rounded outward)
  // or under the list where it is a panel over the map (the element's): pan just enough to show it.
  const revealKey = reveal ? `${reveal.kind}:${reveal.id}` : null;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !reveal) return;
    const right = Math.min((coveredRight?.() ?? 0) + 40, map.getSize().x / 2);
    const { lat, lng } = itemPosition(reveal);
    map.panInside([lat, lng], { paddingTopLeft: [40, 40], paddingBottomRight: [right, 40] });
    // Only when another item is chosen, not when the same one is refreshed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on purpose, see the comment above
  }, [revealKey]);

  const requestedKey = requestedView ? `${requestedView.center.lat},${requestedView.center.lng},${requestedView.zoom}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !requestedView) return;
    const current = { center: map.getCenter(), zoom: map.getZoom() };
    // The URL echoes our own moves back; only a real change moves the map.
    if (!sameView(normalizeView(current), requestedView)) map.setView(requestedView.center, requestedView.zoom, { animate: false });
    // Keyed by value: callers may pass a new object with the same view on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on purpose, see the comment above
  }, [requestedKey]);

  const fitKey = fitBbox ? fitBbox.join(',') : '';
  useEffect(() => {
    if (fitBbox) mapRef.current?.fitBounds(bboxToCorners(fitBbox), { animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on purpose, see the comment above
  }, [fitKey]);

  // The className never changes after the first render: Leaflet adds its own classes to this
  // element, and React only rewrites className when the prop changes.
  return (
    <>
      <div
        ref={elementRef}
        className="mv-map__canvas"
        role="region"
        aria-label={t('map.label')}
        aria-roledescription={t('map.roleDescription')}
        aria-describedby={hintId}
      />
      <p id={hintId} className="mv-map__sr-only">
        {t('map.keyboardHint')}
      </p>
    </>
  );
}
