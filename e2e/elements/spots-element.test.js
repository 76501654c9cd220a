// <moveable-spots> as a partner page uses it: the built element from our import map.
import '@moveable/mf-spots/element';
import { assert, mount, waitFor } from './helpers.js';

const ORIGIN = window.MOVEABLE_ORIGIN;

describe('<moveable-spots>', () => {
  it('lists the organisation\u2019s spots from our API inside its shadow root', async () => {
    const host = mount('<moveable-spots organisation="zuerich" lang="de"></moveable-spots>');
    const el = host.querySelector('moveable-spots');
    assert(el.shadowRoot, 'the element has an open shadow root');
    const cards = await waitFor(() => {
      const found = el.shadowRoot.querySelectorAll('.mv-spot-card');
      return found.length ? found : null;
    }, 'spot cards');
    assert(cards.length > 0 && cards.length <= 24, `shows the first page of spots (got ${cards.length})`);
    const link = cards[0].querySelector('a');
    assert(link.href.startsWith(`${ORIGIN}/spots/`), `links lead to our site (got ${link.href})`);
    const heading = await waitFor(() => el.shadowRoot.querySelector('h1, h2'), 'a heading');
    assert(/Zürich/.test(heading.textContent), `the organisation's name is the heading (got ${heading.textContent})`);
    host.remove();
  });

  it('keeps its styles inside: the partner page is not restyled', async () => {
    const before = getComputedStyle(document.body).fontFamily;
    const host = mount('<moveable-spots organisation="zuerich"></moveable-spots>');
    const el = host.querySelector('moveable-spots');
    // adopted by the shadow root (a constructed sheet, which a partner's CSP does not govern), not a <style> element
    await waitFor(() => el.shadowRoot.adoptedStyleSheets.length > 0, 'styles adopted by the shadow root');
    assert(el.shadowRoot.querySelector('style') === null, 'no <style> element that a strict CSP would refuse');
    assert(document.head.querySelectorAll('style').length === 0, 'no style was added to the partner page head');
    assert(getComputedStyle(document.body).fontFamily === before, 'the page font is unchanged');
    host.remove();
  });

  it('speaks the language of its lang attribute', async () => {
    const host = mount('<moveable-spots organisation="zuerich" lang="fr"></moveable-spots>');
    const el = host.querySelector('moveable-spots');
    await waitFor(() => el.shadowRoot.querySelector('.mv-spot-card'), 'spot cards');
    const more = await waitFor(() => el.shadowRoot.querySelector('.mv-spot-results__more button'), 'the show-more button');
    assert(/plus/i.test(more.textContent), `the button is in French (got "${more.textContent}")`);
    host.remove();
  });
});
