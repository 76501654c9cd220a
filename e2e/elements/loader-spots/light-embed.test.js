// A partner page with one <moveable-spots> through our embed.js loader gets the list and nothing
// it does not show: no single-spa or single-spa-react (the glue of our own pages), no DOMPurify
// (it comes with the first text that needs sanitising: a list of cards has none), no Leaflet, and
// the texts of one language.
import { assert, waitFor } from '../helpers.js';

describe('embed.js with one <moveable-spots>', () => {
  it('shows the spots without single-spa, single-spa-react, DOMPurify or Leaflet', async () => {
    const spots = document.querySelector('moveable-spots');
    await customElements.whenDefined('moveable-spots');
    await waitFor(() => spots.shadowRoot?.querySelector('.mv-spot-card'), 'spot cards');
    const origin = window.MOVEABLE_ORIGIN;
    const { imports } = await (await fetch(`${origin}/importmap.json`)).json();
    const pathOf = (specifier) => new URL(imports[specifier], origin).pathname;
    const loaded = new Set(
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(origin))
        .map((entry) => new URL(entry.name).pathname),
    );
    assert(loaded.has(pathOf('@moveable/mf-spots/element')), 'the element module came through the loader');
    assert(loaded.has(pathOf('@moveable/shared/element')), 'the element kit came with it');
    for (const specifier of [
      'single-spa',
      'single-spa-react',
      '@moveable/shared/lifecycles',
      'dompurify',
      'leaflet',
      'react-leaflet',
      '@moveable/shared/map',
      '@moveable/mf-news/element', // only the elements the page uses
    ]) {
      assert(!loaded.has(pathOf(specifier)), `${specifier} (${pathOf(specifier)}) was loaded`);
    }
    const texts = [...loaded].filter((path) => /\/i18n\/(?:[a-z][\w-]*-)?(?:de|fr|it|en)-[\w-]{8}\.js$/.test(path));
    assert(texts.length > 0, 'the texts came as a language chunk');
    assert(
      texts.every((path) => /\/i18n\/de-[\w-]{8}\.js$/.test(path)),
      `texts of one language only: ${texts.join(', ')}`,
    );
  });
});
