// Helpers for the map's component tests. jsdom lays nothing out, so elements get a size here
// (Leaflet reads clientWidth/clientHeight for its bounds), and no tiles are requested: tests must
// not need the network.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { map as createMap, type Map as LeafletMap } from 'leaflet';
import {
  Providers,
  apiScope,
  config,
  configure,
  emptySpotFilters,
  getPageContext,
  queryClient,
  type SpotDetail,
  type SpotFilters,
} from '@moveable/shared';
import { registerTranslations } from '../src/i18n/register.ts';
import { bboxOf, bboxToCorners, type Bbox } from '../src/features/map/bbox.ts';
import { mapKeys } from '../src/features/map/map-keys.ts';
import type { MapCluster, MapClusters, MapItem, MapSpot } from '../src/features/map/map-data.ts';
import { zoomToCluster } from '../src/features/map/marker-layer.ts';
import { MAX_ZOOM, MIN_ZOOM, normalizeView, type MapView } from '../src/features/map/view-state.ts';

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 600;

let prepared = false;

/** Once per test file: a laid-out map, no tiles, the map's strings, a clean cache per test. */
export function prepareMapTests(): void {
  if (prepared) return;
  prepared = true;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => MAP_WIDTH });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => MAP_HEIGHT });
  // No tiles. And a site URL even without a test API (links in embeds point there).
  configure({ tileUrl: '', ...(/^https?:/.test(config.siteUrl) ? {} : { siteUrl: 'http://127.0.0.1:9' }) });
  registerTranslations();
}

export function renderWithProviders(ui: ReactNode) {
  return render(<Providers>{ui}</Providers>);
}

export function resetQueries(): void {
  queryClient.clear();
}

let nextId = 1000;

/** A spot as the cluster endpoint answers it. */
export function spotFixture(patch: Partial<MapSpot> = {}): MapSpot {
  const id = patch.id ?? nextId++;
  return { kind: 'spot', id, lat: 47.3769, lng: 8.5417, famed: false, fixed: false, title: `Spot ${id}`, city: 'Zürich', ...patch };
}

export function clusterFixture(patch: Partial<MapCluster> = {}): MapCluster {
  const id = patch.id ?? `14/${nextId++}/1`;
  return { kind: 'cluster', id, count: 12, center: { lat: 47.3769, lng: 8.5417 }, bounds: [8.53, 47.37, 8.55, 47.38], place: 'Zürich', ...patch };
}

/** What GET /api/spots/:id answers for a map spot, for the card. */
export function detailFixture(spot: MapSpot, patch: Partial<SpotDetail> = {}): SpotDetail {
  return {
    id: spot.id,
    legacyId: null,
    platform: 'bikeable',
    country: 'ch',
    title: spot.title,
    famed: spot.famed,
    fixed: spot.fixed,
    archived: false,
    hasOfficialAnswer: false,
    location: { lat: spot.lat, lng: spot.lng },
    address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: spot.city, country: 'CH' },
    categoryIds: [],
    regionIds: [],
    coverPhoto: null,
    votes: 0,
    comments: 0,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    description: '',
    photos: [],
    categories: [],
    regions: [],
    author: null,
    officialAnswer: null,
    archiveAt: null,
    fixProposals: 0,
    fixProposalsNeeded: 3,
    ...patch,
  };
}

/** A view, or an area the map fits itself to (an organisation's bbox). */
export type ViewOrArea = MapView | { fit: Bbox };

function withMap<T>(view: ViewOrArea, read: (map: LeafletMap) => T): T {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const map = createMap(element, { zoomControl: false, maxZoom: MAX_ZOOM, minZoom: MIN_ZOOM });
  if ('fit' in view) map.fitBounds(bboxToCorners(view.fit), { animate: false });
  else map.setView(view.center, view.zoom, { animate: false });
  try {
    return read(map);
  } finally {
    map.remove();
    element.remove();
  }
}

/** The box and zoom the map will ask for at `view` (same size, same rounding as the component). */
export function viewportOf(view: ViewOrArea): { bbox: Bbox; zoom: number } {
  return withMap(view, (map) => ({ bbox: bboxOf(map.getBounds(), Math.round(map.getZoom())), zoom: Math.round(map.getZoom()) }));
}

/** Where the map goes when a cluster is chosen at `view` (the component's own zoomToCluster). */
export function viewAfterZoomTo(view: MapView, cluster: MapCluster): MapView {
  return withMap(view, (map) => {
    zoomToCluster(map, cluster);
    return normalizeView({ center: map.getCenter(), zoom: map.getZoom() });
  });
}

/** Puts an API answer for that viewport into the cache, so a component test needs no network. */
export function seedViewport(
  view: ViewOrArea,
  items: MapItem[],
  { filters = emptySpotFilters(), total, organisation = null }: { filters?: SpotFilters; total?: number; organisation?: string | null } = {},
): void {
  const { bbox, zoom } = viewportOf(view);
  const answer: MapClusters = {
    zoom,
    bbox: [...bbox],
    total: total ?? items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0),
    items,
  };
  queryClient.setQueryData(mapKeys.viewport(apiScope(getPageContext()), bbox, zoom, filters, organisation), answer);
}

/** Puts a spot's details into the cache (the card reads them). */
export function seedDetail(detail: SpotDetail): void {
  queryClient.setQueryData(mapKeys.spot(apiScope(getPageContext()), detail.id), detail);
}
