// The map with everything that lives on it: clusters, stacks and spots of the viewport, the result
// notice, the spot card, a stack's list of spots, and the "Spots in this area" list. The page and
// the <moveable-map> element both use it; they differ only in where the view and the filters come
// from and go to, and in where the list stands (map.css).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { SpotFilters } from '@moveable/shared';
import type { Bbox } from './bbox.ts';
import type { MapView } from './view-state.ts';
import { itemKey, spotKey, type MapCluster, type MapItem, type MapSpot, type MapStack, type PlacedItem } from './map-data.ts';
import { zoomToCluster, type MarkerLayer } from './marker-layer.ts';
import { placeItems } from './marker-placement.ts';
import { SpotMap } from './spot-map.tsx';
import { SpotCard } from './spot-card.tsx';
import { StackPanel } from './stack-panel.tsx';
import { SpotList, type SpotListHandle } from './spot-list.tsx';
import { ResultNotice, resultState } from './result-notice.tsx';
import { useViewportClusters, type Viewport } from './use-viewport-clusters.ts';
import { LocateButton } from '../common/locate-button.tsx';

export interface MapExplorerProps {
  initialView: MapView;
  requestedView?: MapView | null;
  fitBbox?: Bbox | null;
  filters: SpotFilters;
  /** Only this organisation's spots (the element's organisation attribute). */
  organisation?: string;
  /** After every move (the page writes the URL and remembers the view). */
  onViewChange?: (view: MapView) => void;
  /** Controls over the map that come before it in reading order (the page's filters), given the spots in view once known. */
  children?: ReactNode | ((total: number | null) => ReactNode);
}

/** After a zoom chosen with the keyboard, where focus goes once the new area has loaded. */
interface Refocus {
  /** The answer the zoom was chosen from, to tell the new one from it. */
  from: readonly MapItem[];
  to: 'list' | 'markers';
}

export function MapExplorer({ initialView, requestedView, fitBbox, filters, organisation, onViewChange, children }: MapExplorerProps) {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const result = useViewportClusters(viewport, filters, organisation);
  // Placed at the zoom the map shows, which may already differ from the answer's while the next
  // one loads: zooming out squeezes the old clusters together, and they must not overlap either.
  const zoom = viewport?.zoom ?? initialView.zoom;
  const items = useMemo(() => placeItems(result.items, zoom), [result.items, zoom]);
  const [open, setOpen] = useState<MapSpot | null>(null);
  const [stack, setStack] = useState<MapStack | null>(null);
  const [highlighted, setHighlighted] = useState<PlacedItem | null>(null);
  const [tilesOffline, setTilesOffline] = useState(false);
  const mapElement = useRef<HTMLDivElement | null>(null);
  const leaflet = useRef<LeafletMap | null>(null);
  const markers = useRef<MarkerLayer | null>(null);
  const list = useRef<SpotListHandle | null>(null);
  const cardReturn = useRef<HTMLElement | null>(null);
  const stackReturn = useRef<HTMLElement | null>(null);
  // Focus to move after the next render: a panel that was hidden must be shown first.
  const pendingFocus = useRef<HTMLElement | null>(null);
  // A cluster chosen with the keyboard zooms the map: its button goes away with the old answer,
  // so focus moves to the first item of the new one (in the list or on the map) once it is there.
  const [refocus, setRefocus] = useState<Refocus | null>(null);
  const answer = useRef(result.items);
  answer.current = result.items;

  const handleViewChange = useCallback(
    (view: MapView, next: Bbox) => {
      setViewport((prev) => (prev && prev.zoom === view.zoom && prev.bbox.every((v, i) => v === next[i]) ? prev : { bbox: next, zoom: view.zoom }));
      onViewChange?.(view);
    },
    [onViewChange],
  );

  const onMapReady = useCallback((map: LeafletMap | null, layer: MarkerLayer | null) => {
    leaflet.current = map;
    markers.current = layer;
  }, []);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    (target.isConnected ? target : mapElement.current)?.focus({ preventScroll: true });
  });

  /** `fromStack`: chosen in a stack's list, which comes back when the card closes. */
  const openCard = useCallback((spot: MapSpot, from?: HTMLElement | null, fromStack = false) => {
    // Where focus goes back to on close: the list item that opened the card, else the map.
    cardReturn.current = from ?? mapElement.current;
    if (!fromStack) setStack(null);
    setOpen(spot);
  }, []);

  const closeCard = useCallback(() => {
    pendingFocus.current = cardReturn.current ?? mapElement.current;
    setOpen(null);
  }, []);

  const openStack = useCallback((next: MapStack, from: HTMLElement | null) => {
    stackReturn.current = from ?? mapElement.current;
    setOpen(null);
    setStack(next);
  }, []);

  const closeStack = useCallback(() => {
    pendingFocus.current = stackReturn.current ?? mapElement.current;
    setStack(null);
  }, []);

  const zoomTo = useCallback((cluster: MapCluster, refocusTo: Refocus['to'] | null) => {
    const map = leaflet.current;
    if (!map) return;
    setHighlighted(null);
    // At the closest zoom there is nowhere to go, and so no new answer to wait for.
    if (refocusTo && map.getZoom() < map.getMaxZoom()) setRefocus({ from: answer.current, to: refocusTo });
    zoomToCluster(map, cluster);
  }, []);

  const settled = result.hasData && !result.isPlaceholderData && !result.isFetching;
  useEffect(() => {
    if (refocus === null || !settled || result.items === refocus.from) return;
    setRefocus(null);
    const moved = refocus.to === 'list' ? list.current?.focusFirst() : markers.current?.focusFirst();
    if (!moved) mapElement.current?.focus({ preventScroll: true });
  }, [refocus, settled, result.items]);

  // Escape closes the card, then the stack's list, from anywhere in the map (each handles it
  // itself when focused).
  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape' || (!open && !stack)) return;
    e.stopPropagation();
    if (open) closeCard();
    else closeStack();
  }

  const coveredRight = useCallback(() => {
    const panel = list.current?.panel();
    const map = mapElement.current;
    if (!panel || !map) return 0;
    const p = panel.getBoundingClientRect();
    const m = map.getBoundingClientRect();
    const covers = p.width > 1 && p.left < m.right && p.right > m.left && p.top < m.bottom && p.bottom > m.top;
    return covers ? m.right - p.left : 0;
  }, []);

  const state = resultState({
    isLoading: result.isLoading,
    isError: result.isError,
    hasData: result.hasData,
    count: result.total,
    retry: () => void result.refetch(),
  });

  const activeKey = open ? spotKey(open.id) : stack ? itemKey(stack) : null;
  return (
    <div className="mv-map__explorer" onKeyDown={onKeyDown}>
      <div className={tilesOffline ? 'mv-map__stage mv-map__stage--offline' : 'mv-map__stage'}>
        {typeof children === 'function' ? children(result.hasData ? result.total : null) : children}
        <SpotMap
          containerRef={mapElement}
          initialView={initialView}
          requestedView={requestedView}
          fitBbox={fitBbox}
          items={items}
          selected={highlighted ? itemKey(highlighted) : activeKey}
          reveal={highlighted}
          coveredRight={coveredRight}
          onViewChange={handleViewChange}
          onSpotActivate={(spot) => openCard(spot)}
          onClusterActivate={(cluster, element) => zoomTo(cluster, element ? 'markers' : null)}
          onStackActivate={openStack}
          onMapReady={onMapReady}
          onTilesChange={setTilesOffline}
        />
        <ResultNotice state={state} tilesOffline={tilesOffline} />
        <LocateButton getMap={() => leaflet.current} />
        {stack && (
          <StackPanel
            key={stack.id}
            stack={stack}
            hidden={open !== null}
            activeId={open?.id ?? null}
            onOpen={(spot, button) => openCard(spot, button, true)}
            onClose={closeStack}
          />
        )}
        {open && <SpotCard spot={open} onClose={closeCard} />}
      </div>
      <SpotList
        ref={list}
        items={items}
        total={result.total}
        activeKey={activeKey}
        onOpen={openCard}
        onZoom={(cluster) => zoomTo(cluster, 'list')}
        onStack={openStack}
        onHighlight={setHighlighted}
      />
    </div>
  );
}
