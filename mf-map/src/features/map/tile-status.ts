// Tiles come from a server the page does not control (OpenStreetMap unless
// <meta name="moveable-tiles"> names another). When a round of tiles brings none at all (offline,
// blocked, a wrong URL), the map says so and draws a plain basemap instead of an empty grey box:
// light squares that move with the map, so a drag still looks like one, under the markers. The
// first tile that loads again takes it away.
import { TileLayer, gridLayer, type Map as LeafletMap } from 'leaflet';

/** Watches the map's tile layer (added by the map kit); returns the function that stops it. */
export function watchTiles(map: LeafletMap, onChange: (offline: boolean) => void): () => void {
  const layers: TileLayer[] = [];
  map.eachLayer((layer) => {
    if (layer instanceof TileLayer) layers.push(layer);
  });
  const tiles = layers[0];
  if (!tiles) return () => {};
  // A GridLayer's own tiles are empty divs: map.css draws them.
  const plain = gridLayer({ className: 'mv-map__plain-basemap', zIndex: 0 });
  let loaded = 0;
  let failed = 0;
  let offline = false;
  const set = (next: boolean) => {
    if (next === offline) return;
    offline = next;
    if (next) plain.addTo(map);
    else plain.remove();
    onChange(next);
  };
  const handlers = {
    loading: () => {
      loaded = 0;
      failed = 0;
    },
    tileload: () => {
      loaded += 1;
      set(false);
    },
    tileerror: () => {
      failed += 1;
    },
    // Every tile of the round has answered, and not one of them with an image.
    load: () => {
      if (loaded === 0 && failed > 0) set(true);
    },
  };
  tiles.on(handlers);
  return () => {
    tiles.off(handlers);
    plain.remove();
  };
}
