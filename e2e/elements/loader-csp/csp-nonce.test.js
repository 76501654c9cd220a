// A partner page under a strict Content-Security-Policy that names our origin and gives our loader
// a nonce, as docs/embedding.md tells partners to write it: the elements load and render, and
// nothing of ours is refused.
import { assert, waitFor } from '../helpers.js';

describe('embed.js under a strict CSP with a nonce', () => {
  it('adds its import map with the nonce and renders the element without a CSP violation', async () => {
    const violations = window.__cspViolations;
    const el = document.querySelector('moveable-spots');
    await waitFor(() => el.shadowRoot?.querySelector('.mv-spot-card'), 'spot cards under the CSP');
    const map = document.querySelector('script[type="importmap"]');
    assert(map && map.nonce === 'partner-nonce', 'our import map carries the loader\u2019s nonce');
    assert(violations.length === 0, `no CSP violation (got ${violations.map((v) => `${v.violatedDirective} ${v.blockedURI}`).join(', ')})`);
  });
});
