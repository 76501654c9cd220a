// The placed clusters, stacks and spots as Leaflet markers, kept in step with the answer without
// redrawing all of them: markers of items that stay are reused (a pan must not rebuild every DOM
// node), and icons change only when the zoom crosses the dot/pin threshold, a count changes or the
// selection moves.
//
// Clusters and stacks are buttons: Tab reaches those in view (in reading order, top to bottom),
// Enter or Space zooms in to a cluster or lists a stack, and each is named like its entry in the
// "Spots in this area" list ("12 spots near Zürich"). There are few of them, since they never
// overlap (marker-placement.ts). Single spots are no tab stops and hidden from screen readers:
// there can be hundreds, and the list beside the map is the keyboard way to them. A click on a
// spot opens its card.
import { divIcon, latLngBounds, layerGroup, marker, point, type DivIcon, type LayerGroup, type Map as LeafletMap, type Marker } from 'leaflet';
import { clusterStyle } from './cluster-style.ts';
import { itemKey, itemPosition, type MapCluster, type MapSpot, type MapStack, type PlacedItem } from './map-data.ts';
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

function circleIcon(item: MapCluster | MapStack, selected: boolean): DivIcon {
  const style = clusterStyle(item.count, selected, item.kind);
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
  item: PlacedItem;
  look: string;
}

export interface MarkerLayer {
  /** `selected`: the itemKey of the highlighted item. */
  update(items: readonly PlacedItem[], zoom: number, selected: string | null): void;
  /** Focuses the first cluster or stack in view (reading order); false when there is none. */
  focusFirst(): boolean;
  remove(): void;
}

export interface MarkerHandlers {
  onSpot: (spot: MapSpot) => void;
  /** `element`: the marker, when it was activated with the keyboard (focus is on it). */
  onCluster: (cluster: MapCluster, element: HTMLElement | null) => void;
  onStack: (stack: MapStack, element: HTMLElement) => void;
  /** The accessible name of a cluster or stack, in the page language. */
  label: (item: MapCluster | MapStack) => string;
}

const isButton = (item: PlacedItem): item is MapCluster | MapStack => item.kind !== 'spot';

export function createMarkerLayer(map: LeafletMap, handlers: MarkerHandlers): MarkerLayer {
  const group: LayerGroup = layerGroup().addTo(map);
  const entries = new Map<string, Entry>();

  function activate(entry: Entry, element: HTMLElement, keyboard: boolean): void {
    const current = entry.item;
    if (current.kind === 'cluster') handlers.onCluster(current, keyboard ? element : null);
    else if (current.kind === 'stack') handlers.onStack(current, element);
    else handlers.onSpot(current);
  }

  /** Attributes Leaflet doesn't know: names for buttons, data ids for tests and styles. */
  function decorate(entry: Entry): void {
    const el = entry.marker.getElement();
    if (!el) return;
    const { item } = entry;
    if (isButton(item)) {
      const name = handlers.label(item);
      el.removeAttribute('aria-hidden');
      el.setAttribute('role', 'button');
      el.setAttribute('aria-label', name);
      el.title = name;
      if (item.kind === 'cluster') el.dataset.clusterId = item.id;
      else el.dataset.stackId = item.id;
    } else {
      el.setAttribute('aria-hidden', 'true');
      el.dataset.spotId = String(item.id);
    }
  }

  function lookOf(item: PlacedItem, shape: MarkerShape, selected: boolean): string {
    return isButton(item) ? `${item.kind}:${item.count}:${selected}:${handlers.label(item)}` : `${markerKind(item)}:${shape}:${selected}`;
  }

  function iconOf(item: PlacedItem, shape: MarkerShape, selected: boolean): DivIcon {
    return isButton(item) ? circleIcon(item, selected) : markerIcon(markerKind(item), shape, selected);
  }

  /**
   * Tab order follows the screen: the buttons' elements are put in reading order (top to bottom,
   * then left to right), and only those in view are tab stops (one outside would pan the map).
   * The focused marker itself is never moved, or it would lose focus.
   */
  function arrangeTabOrder(): void {
    const view = map.getBounds();
    const buttons: { el: HTMLElement; x: number; y: number }[] = [];
    for (const { marker: m, item } of entries.values()) {
      const el = m.getElement();
      if (!el || !isButton(item)) continue;
      const at = map.latLngToLayerPoint(m.getLatLng());
      el.tabIndex = view.contains(m.getLatLng()) ? 0 : -1;
      buttons.push({ el, x: at.x, y: at.y });
    }
    buttons.sort((a, b) => a.y - b.y || a.x - b.x);
    const order = buttons.map((b) => b.el);
    const pane = order[0]?.parentElement;
    if (!pane) return;
    const current = [...pane.children].filter((el) => order.includes(el as HTMLElement));
    if (current.every((el, i) => el === order[i])) return;
    const focused = order.find((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement);
    const anchor = focused ? order.indexOf(focused) : -1;
    if (anchor < 0) {
      for (const el of order) pane.appendChild(el);
      return;
    }
    for (let i = anchor - 1; i >= 0; i--) pane.insertBefore(order[i]!, order[i + 1]!);
    for (let i = anchor + 1; i < order.length; i++) pane.insertBefore(order[i]!, order[i - 1]!.nextSibling);
  }

  map.on('moveend', arrangeTabOrder);

  return {
    update(items, zoom, selected) {
      const shape = markerShape(zoom);
      const seen = new Set<string>();
      for (const item of items) {
        const key = itemKey(item);
        seen.add(key);
        const isSelected = key === selected;
        const look = lookOf(item, shape, isSelected);
        const { lat, lng } = itemPosition(item);
        const entry = entries.get(key);
        if (entry) {
          entry.item = item;
          if (entry.look !== look) {
            entry.marker.setIcon(iconOf(item, shape, isSelected));
            entry.marker.setZIndexOffset(isSelected ? 1000 : 0);
            entry.look = look;
            decorate(entry);
          }
          const at = entry.marker.getLatLng();
          if (at.lat !== lat || at.lng !== lng) entry.marker.setLatLng([lat, lng]);
          continue;
        }
        const m = marker([lat, lng], {
          icon: iconOf(item, shape, isSelected),
          keyboard: isButton(item),
          title: item.kind === 'spot' ? item.title : '',
          riseOnHover: true,
          zIndexOffset: isSelected ? 1000 : 0,
        });
        const created: Entry = { marker: m, item, look };
        // Read the entry at activation time: the item's data may have been refreshed since.
        m.on('click', () => activate(created, m.getElement()!, false));
        m.addTo(group);
        m.getElement()?.addEventListener('keydown', (e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault(); // Space would scroll the page
          activate(created, e.currentTarget as HTMLElement, true);
        });
        decorate(created);
        entries.set(key, created);
      }
      for (const [key, entry] of entries) {
        if (seen.has(key)) continue;
        group.removeLayer(entry.marker);
        entries.delete(key);
      }
      arrangeTabOrder();
    },
    focusFirst() {
      const pane = map.getPane('markerPane');
      const first = pane?.querySelector<HTMLElement>('[role="button"][tabindex="0"]');
      first?.focus({ preventScroll: true });
      return !!first;
    },
    remove() {
      map.off('moveend', arrangeTabOrder);
      group.remove();
      entries.clear();
    },
  };
}
