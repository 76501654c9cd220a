// Test helpers: render mf-admin at a URL the way the shell would mount it (route matched from the
// shell's table, re-matched on every navigation, the path's locale applied), against the real
// API the setup points at.
import { setPageContext } from '@moveable/shared';
import { createRouteHarness, resetPage, testApi } from '@moveable/shared/testing';
import { App } from '../src/routes.tsx';
import { registerAllTranslations } from '../src/i18n/index.ts';

registerAllTranslations();

export { testApi };

// The routes this app owns, as in contract/src/pages/route-table.ts.
export const { renderAt } = createRouteHarness({
  App,
  routes: [
    { name: 'admin-emails', path: '/admin/emails' },
    { name: 'admin', path: '/admin' },
    { name: 'admin-organization-create', path: '/admin/organization/create' },
    { name: 'admin-organization-platformName-slug', path: '/admin/organization/{platformName}/{slug}' },
  ],
  followLocale: true,
  followPushState: true,
});

/** A clean page for every test: no cached answers, German, Switzerland. */
export function resetBrowser(): void {
  resetPage({ cookies: ['locale'] });
  setPageContext({ locale: 'de', country: 'ch', multinational: false });
}
