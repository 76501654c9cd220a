// The form's CSS, with Leaflet's (the pin map needs it; the page may have none yet), once per
// page in <head>. The form exists only on our own pages, never inside an element.
import { useInsertionEffect } from 'react';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import addSpotCss from '../../styles/add-spot.css?inline';

const STYLE_ID = 'moveable-mf-spots-add-css';

export function useAddSpotStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = `${leafletCss}\n${addSpotCss}`;
    document.head.appendChild(style);
  }, []);
}
