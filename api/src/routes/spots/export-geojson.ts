// GET /spots.geojson's text: an RFC 7946 FeatureCollection written in pieces, the features of a
// batch at a time, so it can be streamed. Each feature is a Point at [lng, lat] with the spot id
// as its id; the properties are SpotExportProperties in their order (JSON.stringify keeps the
// object's order, which export-rows.ts builds in the contract's order).
import type { ExportSpot } from './export-rows.ts';

export const GEOJSON_START = '{"type":"FeatureCollection","features":[';
export const GEOJSON_END = ']}\n';

export function geojsonFeature({ properties, lng, lat }: ExportSpot): string {
  return JSON.stringify({ type: 'Feature', id: properties.id, geometry: { type: 'Point', coordinates: [lng, lat] }, properties });
}
