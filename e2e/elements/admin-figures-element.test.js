// <moveable-admin-figures> on another site's page, as the association's intranet would use it: the
// built element from our import map, in a shadow root. Nobody is signed in to our site from this
// origin, so it shows the way to sign in (in the lang attribute's language) and no figures, and it
// leaves the page where it is; staff see the figures (e2e/tests/admin-dashboard.spec.ts).
import '@moveable/mf-admin/element';
import { assert, mount, waitFor } from './helpers.js';

const ORIGIN = window.MOVEABLE_ORIGIN;

describe('<moveable-admin-figures>', () => {
  it('asks an anonymous visitor to sign in on our site, in French, without moving the page', async () => {
    const here = location.href;
    const host = mount('<moveable-admin-figures lang="fr" country="ch"></moveable-admin-figures>');
    const el = host.querySelector('moveable-admin-figures');
    assert(el.shadowRoot, 'the element has an open shadow root');
    const link = await waitFor(() => el.shadowRoot.querySelector('a[href*="/login"]'), 'the link to sign in');
    assert(link.href.startsWith(ORIGIN), `the link leads to our site (got ${link.href})`);
    assert(new URL(link.href).searchParams.get('redirect') === '/admin', `and from there to the dashboard (got ${link.href})`);
    assert(link.textContent === 'Vers la connexion', `in French (got ${link.textContent})`);
    await new Promise((r) => setTimeout(r, 300));
    assert(location.href === here, `the page stays where it is (now ${location.href})`);
    assert(el.shadowRoot.querySelectorAll('.ma-figure').length === 0, 'no figures');
    assert(document.head.querySelectorAll('style').length === 0, 'no style was added to the page head');
    host.remove();
  });
});
