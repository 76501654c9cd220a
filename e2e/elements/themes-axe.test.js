// The element themes as a screen reader and a contrast checker meet them: axe (colour contrast,
// names, roles) on each theme inside the shadow root, in Chromium's real rendering.
import '@moveable/mf-spots/element';
import { assert, mount, waitFor } from './helpers.js';

async function loadAxe() {
  if (window.axe) return window.axe;
  await new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = resolve;
    script.onerror = reject;
    document.head.appendChild(script);
  });
  return window.axe;
}

describe('element themes with axe', () => {
  for (const [theme, accent] of [
    ['light', null],
    ['dark', null],
    ['platform', null],
    ['dark', '#d4006a'],
  ]) {
    it(`theme="${theme}"${accent ? ` accent="${accent}"` : ''}: no axe violation inside the element`, async () => {
      const axe = await loadAxe();
      const host = mount(
        `<moveable-spots organisation="zuerich" limit="3" filter-bar lang="en" theme="${theme}"${accent ? ` accent="${accent}"` : ''}></moveable-spots>`,
      );
      const el = host.querySelector('moveable-spots');
      await waitFor(
        () => el.shadowRoot?.querySelectorAll('.mv-spot-card').length === 3 && el.shadowRoot.querySelector('form'),
        'cards and the filter bar',
      );
      // the cover photos fade in: let them settle so that contrast is measured on the final look
      await new Promise((r) => setTimeout(r, 500));
      const { violations } = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
      assert(
        violations.length === 0,
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(' | ')}`).join('\n'),
      );
      host.remove();
    });
  }
});
