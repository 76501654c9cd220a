// Test helpers: render mf-news at a URL the way the shell would mount it (route matched from the
// shell's table, re-matched on every navigation, the path's locale applied), against the real
// API the setup points at.
import { setPageContext } from '@moveable/shared';
import { createRouteHarness, resetPage, testApi } from '@moveable/shared/testing';
import { App } from '../src/routes.tsx';
import { registerAllTranslations } from '../src/i18n/index.ts';

registerAllTranslations(); // every part of the texts: a test renders any page

export { testApi };

// The routes this app owns, and the home it is composed into, as in contract/src/pages/route-table.ts.
export const { renderAt } = createRouteHarness({
  App,
  routes: [
    { name: 'index', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'app-about', path: '/app/about' },
    { name: 'app-news-slug', path: '/app/news/{slug}' },
    { name: 'app-privacy', path: '/app/privacy' },
    { name: 'app-terms', path: '/app/terms' },
    { name: 'guidelines', path: '/guidelines' },
    { name: 'imprint', path: '/imprint' },
    { name: 'imprint-privacy', path: '/imprint/privacy' },
    { name: 'imprint-privacykeycloak', path: '/imprint/privacykeycloak' },
    { name: 'imprint-terms', path: '/imprint/terms' },
    { name: 'imprint-termskeycloak', path: '/imprint/termskeycloak' },
    { name: 'news-slug', path: '/news/{slug}' },
    { name: 'news', path: '/news' },
    { name: 'newsletter', path: '/newsletter' },
  ],
  followLocale: true,
  followPushState: true,
});

/** A clean page for every test: no cached answers, German, Switzerland. */
export function resetBrowser(): void {
  resetPage({ cookies: ['locale'] });
  setPageContext({ locale: 'de', country: 'ch', multinational: false });
}
