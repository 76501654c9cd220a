// A partner page that cannot take an import map: no import map at all, only the standalone
// bundle of <moveable-spots> (everything inside one classic script) from our site.
import { assert, waitFor } from '../helpers.js';

const ORIGIN = window.MOVEABLE_ORIGIN;

describe('standalone <moveable-spots>', () => {
  it('renders the spots on a page without an import map, from one file of ours', async () => {
    assert(document.querySelector('script[type="importmap"]') === null, 'the page has no import map');
    const el = document.querySelector('moveable-spots');
    const cards = await waitFor(() => {
      const found = el.shadowRoot?.querySelectorAll('.mv-spot-card');
      return found?.length ? found : null;
    }, 'spot cards');
    assert(cards[0].querySelector('a').href.startsWith(`${ORIGIN}/fr/spots/`), 'links lead to our site, in the lang attribute\u2019s language');
    const heading = el.shadowRoot.querySelector('h2');
    assert(/Z[uü]rich/.test(heading.textContent), `the organisation, by its French name, is the heading (got ${heading.textContent})`);
    assert(el.shadowRoot.querySelector('.moveable-element').classList.contains('mv-theme-dark'), 'the theme attribute applies');
    const ours = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.startsWith(ORIGIN) && name.endsWith('.js'));
    assert(ours.includes(`${ORIGIN}/standalone/moveable-spots.js`), 'the standalone bundle loaded');
    const others = ours.filter((name) => name !== `${ORIGIN}/standalone/moveable-spots.js`);
    assert(others.length === 0, `nothing besides it, nothing of the import-map build (got ${others.join(', ')})`);
  });

  it('sends moveable:spot-select like the import-map build', async () => {
    const el = document.querySelector('moveable-spots');
    const link = await waitFor(() => el.shadowRoot?.querySelector('.mv-spot-card a'), 'a spot link');
    let detail = null;
    const listen = (event) => {
      detail = event.detail;
      event.preventDefault();
    };
    document.addEventListener('moveable:spot-select', listen);
    link.click();
    document.removeEventListener('moveable:spot-select', listen);
    assert(detail && String(detail.id) === new URL(link.href).pathname.split('/').pop(), `the spot's id (got ${JSON.stringify(detail)})`);
  });
});
