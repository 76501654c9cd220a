// The form's CSS, with Leaflet's (the pin map needs it; the page may have none yet), once per
// page in <head>. The form exists only on our own pages, never inside an element.
import { useInsertionEffect } from 'react';
import { ensurePageStyle } from '@moveable/shared';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import addSpotCss from '../../styles/add-spot.css?inline';

export function useAddSpotStyles(): void {
  useInsertionEffect(() => ensurePageStyle('moveable-mf-spots-add-css', `${leafletCss}\n${addSpotCss}`), []);
}
