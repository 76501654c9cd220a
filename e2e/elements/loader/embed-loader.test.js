// A partner page with its OWN import map (mapping `react` elsewhere) uses our embed.js loader:
// our elements must still get our React, and the partner's mapping must stay theirs.
import { assert, waitFor } from '../helpers.js';

describe('embed.js on a page with its own import map', () => {
  it('loads <moveable-map>, <moveable-spots> and <moveable-news> with our libraries in our scope', async () => {
    const map = document.querySelector('moveable-map');
    const spots = document.querySelector('moveable-spots');
    const news = document.querySelector('moveable-news');
    await customElements.whenDefined('moveable-map');
    await customElements.whenDefined('moveable-spots');
    await customElements.whenDefined('moveable-news');
    await waitFor(() => map.shadowRoot?.querySelector('.leaflet-container'), 'the map in its shadow root');
    await waitFor(() => spots.shadowRoot?.querySelector('.mv-spot-card'), 'spot cards');
    await waitFor(() => news.shadowRoot?.querySelectorAll('.mv-news-card').length === 2, 'two news cards');
    const partnerMap = JSON.parse(document.getElementById('partner-map').textContent);
    assert(partnerMap.imports.react === '/partner/react.js', 'the partner map is untouched');
    assert(import.meta.resolve('react').endsWith('/partner/react.js'), 'the page still resolves react to the partner copy');
  });
});
