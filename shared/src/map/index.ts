// The map kit (@moveable/shared/map): its own import-map entry beside @moveable/shared, because it
// imports Leaflet; a page without a map loads neither. Micro-frontends that show a map only on
// some pages import it lazily (`import('@moveable/shared/map')`).
export * as leaflet from 'leaflet';
export { createMap, addZoomControl, STILL_MAP_OPTIONS, TILE_MAX_ZOOM, type ZoomControlOptions } from './create-map.ts';
export { addLeafletCss, leafletCss } from './leaflet-css.ts';
export { markerColor, spotCircle } from './marker-colors.ts';
