// <moveable-spots filter-bar> on a partner page: the filter bar and its sheet work inside the
// element's shadow root (a native modal <dialog> there too), driven with real keys.
import '@moveable/mf-spots/element';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { assert, mount, waitFor } from './helpers.js';

/** What really has focus, through shadow roots (document.activeElement is our element's host). */
function deepActive() {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

describe('<moveable-spots filter-bar>', () => {
  it('opens every filter in the shared sheet inside its shadow root: modal, Tab kept inside, Escape closes it and focus returns', async () => {
    const host = mount('<moveable-spots organisation="zuerich" lang="de" filter-bar></moveable-spots>');
    const el = host.querySelector('moveable-spots');
    const root = () => el.shadowRoot;
    await waitFor(() => root()?.querySelector('.mv-spot-card'), 'spot cards');
    const button = await waitFor(() => root().querySelector('.mv-filter-bar__open'), 'the Filters button');
    assert(button.textContent.trim() === 'Filter', `the button says "Filter" (got "${button.textContent}")`);
    // the line is there from the start (its place kept); the count comes with the spots
    const results = await waitFor(() => {
      const line = root().querySelector('.mv-filter-bar__results');
      return line?.textContent.trim() ? line : null;
    }, 'the count of results');
    assert(/^(Mehr als )?\d+ Spots?$/.test(results.textContent), `the bar counts the results (got "${results.textContent}")`);

    button.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => root().querySelector('dialog[open]'), 'the open sheet');
    assert(dialog.matches(':modal'), 'the sheet is modal: in the top layer, the partner page inert behind it');
    assert(root().getElementById(dialog.getAttribute('aria-labelledby'))?.textContent === 'Filter', 'the sheet is named by its heading');
    assert(deepActive() === dialog.querySelector('h2'), 'focus moves to the sheet heading');
    assert(button.getAttribute('aria-expanded') === 'true', 'the button says the sheet is open');
    const box = dialog.getBoundingClientRect();
    assert(box.height > 200 && Math.abs(box.right - window.innerWidth) <= 1, `a drawer at the window's edge (got ${JSON.stringify(box)})`);

    for (let i = 1; i <= 12; i++) {
      await sendKeys({ press: 'Tab' });
      assert(dialog.contains(deepActive()), `Tab ${i} stays inside the sheet`);
    }

    const fixed = [...dialog.querySelectorAll('select')].find((s) => root().querySelector(`label[for="${s.id}"]`)?.textContent === 'Behoben');
    fixed.focus();
    fixed.value = 'true';
    fixed.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => button.textContent.includes('Filter (1 aktiv)'), 'the button to count the filter');

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root().querySelector('dialog[open]'), 'the sheet to close');
    assert(deepActive() === button, 'focus returns to the Filters button');
    // the dialog closes natively at once; React re-renders the button a moment later
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the button to say the sheet is closed');
    const chip = await waitFor(() => root().querySelector('[aria-label="Entfernen: Nur behobene"]'), 'the chip of the filter');
    chip.click();
    await waitFor(() => button.textContent.trim() === 'Filter', 'the filter to be removed');
    host.remove();
  });
});
