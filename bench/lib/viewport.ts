// A map viewport of W × H pixels around a centre at a zoom level, as the bbox the map asks for
// (Web Mercator, 256-pixel tiles: Leaflet's own arithmetic).
export type Bbox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

const worldPx = (zoom: number) => 256 * 2 ** zoom;
const xOf = (lng: number, zoom: number) => ((lng + 180) / 360) * worldPx(zoom);
function yOf(lat: number, zoom: number): number {
  const phi = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * worldPx(zoom);
}
const lngOf = (x: number, zoom: number) => (x / worldPx(zoom)) * 360 - 180;
const latOf = (y: number, zoom: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldPx(zoom)))) * 180) / Math.PI;

export function viewportBbox(lat: number, lng: number, zoom: number, width = 1280, height = 800): Bbox {
  const x = xOf(lng, zoom);
  const y = yOf(lat, zoom);
  return [lngOf(x - width / 2, zoom), latOf(y + height / 2, zoom), lngOf(x + width / 2, zoom), latOf(y - height / 2, zoom)];
}

export const bboxParam = (b: Bbox) => b.map((n) => n.toFixed(6)).join(',');
