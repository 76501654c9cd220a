// The view of the home page's map and of its "open the map" link: the chosen region's box, else
// the country's start view (the map page's and the pin map's too). Worked out without Leaflet, so
// the link exists before the map (and Leaflet) loads, and both show the same place.
import { countryView, type MapView, type Region } from '@moveable/shared';

/** [minLng, minLat, maxLng, maxLat], as the API gives a region's box. */
export type Bbox = Region['bbox'];

/**
 * The smallest map the view must fit: the home map on a phone. Wider maps (the desktop home, the
 * map page) show the same centre with more around it.
 */
export const FIT_SIZE = { width: 320, height: 224 };

const TILE_SIZE = 256;
const MIN_ZOOM = 2;
const MAX_ZOOM = 16;

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latitudeOf = (y: number) => (Math.atan(Math.exp(y)) * 360) / Math.PI - 90;
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The closest whole zoom at which `bbox` fits into `size` pixels (Web Mercator, as the tiles), centred on it. */
export function boxView(bbox: Bbox, size = FIT_SIZE): MapView {
  const [minLng, minLat, maxLng, maxLat] = bbox;
  const top = mercatorY(maxLat);
  const bottom = mercatorY(minLat);
  // the share of the world's width and height the box takes; a point fits at any zoom
  const width = (maxLng - minLng) / 360;
  const height = (top - bottom) / (2 * Math.PI);
  const fits = [
    width > 0 ? Math.log2(size.width / (TILE_SIZE * width)) : MAX_ZOOM,
    height > 0 ? Math.log2(size.height / (TILE_SIZE * height)) : MAX_ZOOM,
  ];
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.floor(Math.min(...fits))));
  return { center: { lat: round5(latitudeOf((top + bottom) / 2)), lng: round5((minLng + maxLng) / 2) }, zoom };
}

/** The region's box when there is one, else the country's view ('world' for the worldwide site). */
export function homeView(country: string, region: Pick<Region, 'bbox'> | undefined): MapView {
  return region ? boxView(region.bbox) : countryView(country);
}
