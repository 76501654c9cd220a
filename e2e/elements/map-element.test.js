// <moveable-map> as a partner page uses it, next to <moveable-spots>: one React for both.
import '@moveable/mf-map/element';
import '@moveable/mf-spots/element';
import { assert, mount, waitFor } from './helpers.js';

describe('<moveable-map>', () => {
  it('draws a Leaflet map with its CSS inside the shadow root', async () => {
    const host = mount('<moveable-map organisation="zuerich" height="400px" lang="de"></moveable-map>');
    const el = host.querySelector('moveable-map');
    const container = await waitFor(() => el.shadowRoot?.querySelector('.leaflet-container'), 'the Leaflet container');
    assert(document.querySelector('.leaflet-container') === null, 'nothing of Leaflet leaks into the page DOM');
    const pane = container.querySelector('.leaflet-map-pane');
    assert(getComputedStyle(pane).position === 'absolute', 'Leaflet CSS applies inside the shadow root');
    const height = container.getBoundingClientRect().height;
    assert(height > 300, `the map has a real height (got ${height})`);
    const listItems = await waitFor(() => {
      const items = el.shadowRoot.querySelectorAll('.mv-map__list li');
      return items.length ? items : null;
    }, 'the accessible list of spots in view');
    assert(listItems.length > 0, 'spots of the viewport are listed');
    host.remove();
  });

  it('shares one React instance with <moveable-spots> on the same page', async () => {
    const host = mount('<moveable-map organisation="zuerich"></moveable-map><moveable-spots organisation="zuerich"></moveable-spots>');
    await waitFor(() => host.querySelector('moveable-spots').shadowRoot?.querySelector('.mv-spot-card'), 'spots rendered');
    await waitFor(() => host.querySelector('moveable-map').shadowRoot?.querySelector('.leaflet-container'), 'map rendered');
    const scripts = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js'));
    const reactCopies = scripts.filter((n) => /\/vendor\/chunks\/react-[\w-]{8}\.js$/.test(n));
    assert(reactCopies.length === 1, `React loaded once (got ${reactCopies.join(', ') || 'none'})`);
    const sources = await Promise.all(scripts.filter((n) => /\/mf-(spots|map)\//.test(n)).map((n) => fetch(n).then((r) => r.text())));
    assert(sources.length >= 2, 'both micro-frontends were loaded');
    assert(
      sources.every((src) => !src.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')),
      'no micro-frontend bundles its own React',
    );
    host.remove();
  });
});
