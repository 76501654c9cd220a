// The map with everything that lives on it: clusters and spots of the viewport, the result notice,
// the spot card and the "Spots in this area" list. The page and the <moveable-map> element both
// use it; they differ only in where the view and the filters come from and go to.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { SpotFilters } from '@moveable/shared';
import type { Bbox } from './bbox.ts';
import type { MapView } from './view-state.ts';
import { itemKey, spotKey, type MapCluster, type MapItem, type MapSpot } from './map-data.ts';
import { zoomToCluster } from './marker-layer.ts';
import { SpotMap } from './spot-map.tsx';
import { SpotCard } from './spot-card.tsx';
import { SpotList, type SpotListHandle } from './spot-list.tsx';
import { ResultNotice, resultState } from './result-notice.tsx';
import { useViewportClusters, type Viewport } from './use-viewport-clusters.ts';
import { LocateButton } from '../common/locate-button.tsx';

export interface MapExplorerProps {
  initialView: MapView;
  requestedView?: MapView | null;
  fitBbox?: Bbox | null;
  filters: SpotFilters;
  /** After every move (the page writes the URL and remembers the view). */
  onViewChange?: (view: MapView) => void;
  /** Controls over the map that come before it in reading order (the page's filters). */
  children?: ReactNode;
}

export function MapExplorer({ initialView, requestedView, fitBbox, filters, onViewChange, children }: MapExplorerProps) {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const result = useViewportClusters(viewport, filters);
  const [open, setOpen] = useState<MapSpot | null>(null);
  const [highlighted, setHighlighted] = useState<MapItem | null>(null);
  const mapElement = useRef<HTMLDivElement | null>(null);
  const leaflet = useRef<LeafletMap | null>(null);
  const list = useRef<SpotListHandle | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // A cluster chosen in the list zooms the map: its button goes away with the old answer, so focus
  // moves to the first item of the new one once it is there (the items it was chosen from are kept
  // to tell the new answer from the old).
  const [refocusFrom, setRefocusFrom] = useState<readonly MapItem[] | null>(null);
  const items = useRef(result.items);
  items.current = result.items;

  const handleViewChange = useCallback(
    (view: MapView, next: Bbox) => {
      setViewport((prev) => (prev && prev.zoom === view.zoom && prev.bbox.every((v, i) => v === next[i]) ? prev : { bbox: next, zoom: view.zoom }));
      onViewChange?.(view);
    },
    [onViewChange],
  );

  const onMapReady = useCallback((map: LeafletMap | null) => {
    leaflet.current = map;
  }, []);

  const openCard = useCallback((spot: MapSpot, from?: HTMLElement | null) => {
    // Where focus goes back to on close: the list item that opened the card, else the map.
    returnFocus.current = from ?? mapElement.current;
    setOpen(spot);
  }, []);

  const closeCard = useCallback(() => {
    setOpen(null);
    const target = returnFocus.current?.isConnected ? returnFocus.current : mapElement.current;
    target?.focus({ preventScroll: true });
  }, []);

  const zoomFromList = useCallback((cluster: MapCluster) => {
    const map = leaflet.current;
    if (!map) return;
    setHighlighted(null);
    setRefocusFrom(items.current);
    zoomToCluster(map, cluster);
  }, []);

  const settled = result.hasData && !result.isPlaceholderData && !result.isFetching;
  useEffect(() => {
    if (refocusFrom === null || !settled || result.items === refocusFrom) return;
    setRefocusFrom(null);
    if (!list.current?.focusFirst()) mapElement.current?.focus({ preventScroll: true });
  }, [refocusFrom, settled, result.items]);

  // Escape closes the card from anywhere in the map (the card handles it itself when focused).
  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      closeCard();
    }
  }

  const state = resultState({
    isLoading: result.isLoading,
    isError: result.isError,
    hasData: result.hasData,
    count: result.total,
    retry: () => void result.refetch(),
  });

  const openKey = open ? spotKey(open.id) : null;
  return (
    <div className="mv-map__stage" onKeyDown={onKeyDown}>
      {children}
      <SpotMap
        containerRef={mapElement}
        initialView={initialView}
        requestedView={requestedView}
        fitBbox={fitBbox}
        items={result.items}
        selected={highlighted ? itemKey(highlighted) : openKey}
        reveal={highlighted}
        onViewChange={handleViewChange}
        onSpotActivate={(spot) => openCard(spot)}
        onMapReady={onMapReady}
      />
      <ResultNotice state={state} />
      <LocateButton getMap={() => leaflet.current} />
      {open && <SpotCard spot={open} onClose={closeCard} />}
      <SpotList
        ref={list}
        items={result.items}
        total={result.total}
        activeKey={openKey}
        onOpen={openCard}
        onZoom={zoomFromList}
        onHighlight={setHighlighted}
      />
    </div>
  );
}
