// The viewport's clusters and spots as Leaflet markers, kept in step with the loaded answer
// without redrawing all of them: markers of items that stay are reused (a pan must not rebuild
// every DOM node), and icons change only when the zoom crosses the dot/pin threshold, a count
// changes or the selection moves.
//
// Markers are for the mouse and the eye. They are not tab stops (hundreds of them would trap a
// keyboard user inside the map) and their graphics are hidden from screen readers: the "Spots in
// this area" list beside the map is the keyboard and screen-reader way to the same clusters and
// spots. A click on a cluster zooms to its spots; a click on a spot opens its card.
import { divIcon, latLngBounds, layerGroup, marker, point, type DivIcon, type LayerGroup, type Map as LeafletMap, type Marker } from 'leaflet';
import { clusterStyle } from './cluster-style.ts';
import { itemKey, type MapCluster, type MapItem, type MapSpot } from './map-data.ts';
import { markerKind, markerShape, markerStyle, type MarkerKind, type MarkerShape } from './marker-style.ts';

const icons = new Map<string, DivIcon>();

/** One icon object per look, shared by all markers that look alike. Never L.Icon.Default. */
export function markerIcon(kind: MarkerKind, shape: MarkerShape, selected: boolean): DivIcon {
  const key = `${kind}:${shape}:${selected}`;
  let icon = icons.get(key);
  if (!icon) {
    const style = markerStyle(kind, shape, selected);
    icon = divIcon({ className: style.className, iconSize: style.iconSize, iconAnchor: style.iconAnchor, html: style.html });
    icons.set(key, icon);
  }
  return icon;
}

function clusterIcon(count: number, selected: boolean): DivIcon {
  const style = clusterStyle(count, selected);
  return divIcon({ className: style.className, iconSize: style.iconSize, iconAnchor: style.iconAnchor, html: style.html });
}

/** Zooms to a cluster's spots: its bounds, and at least one level closer than now. */
export function zoomToCluster(map: LeafletMap, cluster: MapCluster): void {
  const [minLng, minLat, maxLng, maxLat] = cluster.bounds;
  const bounds = latLngBounds([minLat, minLng], [maxLat, maxLng]);
  const fit = map.getBoundsZoom(bounds, false, point(48, 48));
  const zoom = Math.min(map.getMaxZoom(), Math.max(map.getZoom() + 1, fit));
  map.setView(bounds.getCenter(), zoom);
}

interface Entry {
  marker: Marker;
  item: MapItem;
  look: string;
}

export interface MarkerLayer {
  /** `selected`: the itemKey of the highlighted cluster or spot. */
  update(items: readonly MapItem[], zoom: number, selected: string | null): void;
  remove(): void;
}

export interface MarkerHandlers {
  onSpot: (spot: MapSpot) => void;
  onCluster: (cluster: MapCluster) => void;
}

function position(item: MapItem): [number, number] {
  return item.kind === 'cluster' ? [item.center.lat, item.center.lng] : [item.lat, item.lng];
}

export function createMarkerLayer(map: LeafletMap, handlers: MarkerHandlers): MarkerLayer {
  const group: LayerGroup = layerGroup().addTo(map);
  const entries = new Map<string, Entry>();

  function hideFromAssistiveTech(m: Marker, item: MapItem): void {
    const el = m.getElement();
    if (!el) return;
    el.setAttribute('aria-hidden', 'true');
    if (item.kind === 'spot') el.dataset.spotId = String(item.id);
    else el.dataset.clusterId = item.id;
  }

  function lookOf(item: MapItem, shape: MarkerShape, selected: boolean): string {
    return item.kind === 'cluster' ? `cluster:${item.count}:${selected}` : `${markerKind(item)}:${shape}:${selected}`;
  }

  function iconOf(item: MapItem, shape: MarkerShape, selected: boolean): DivIcon {
    return item.kind === 'cluster' ? clusterIcon(item.count, selected) : markerIcon(markerKind(item), shape, selected);
  }

  return {
    update(items, zoom, selected) {
      const shape = markerShape(zoom);
      const seen = new Set<string>();
      for (const item of items) {
        const key = itemKey(item);
        seen.add(key);
        const isSelected = key === selected;
        const look = lookOf(item, shape, isSelected);
        const entry = entries.get(key);
        if (entry) {
          entry.item = item;
          if (entry.look !== look) {
            entry.marker.setIcon(iconOf(item, shape, isSelected));
            entry.marker.setZIndexOffset(isSelected ? 1000 : 0);
            entry.look = look;
            hideFromAssistiveTech(entry.marker, item);
          }
          const [lat, lng] = position(item);
          const at = entry.marker.getLatLng();
          if (at.lat !== lat || at.lng !== lng) entry.marker.setLatLng([lat, lng]);
          continue;
        }
        const m = marker(position(item), {
          icon: iconOf(item, shape, isSelected),
          keyboard: false,
          title: item.kind === 'spot' ? item.title : '',
          riseOnHover: true,
          zIndexOffset: isSelected ? 1000 : 0,
        });
        const created: Entry = { marker: m, item, look };
        // Read the entry at click time: the item's data may have been refreshed since.
        m.on('click', () => {
          const current = created.item;
          if (current.kind === 'cluster') handlers.onCluster(current);
          else handlers.onSpot(current);
        });
        m.addTo(group);
        hideFromAssistiveTech(m, item);
        entries.set(key, created);
      }
      for (const [key, entry] of entries) {
        if (seen.has(key)) continue;
        group.removeLayer(entry.marker);
        entries.delete(key);
      }
    },
    remove() {
      group.remove();
      entries.clear();
    },
  };
}
