// Test helpers: render mf-spots at a URL the way the shell would mount it (route matched from the
// shell's table, re-matched on every navigation), against the real API the setup points at.
import { createRouteHarness, resetPage } from '@moveable/shared/testing';
import { App } from '../src/routes.tsx';
import { registerTranslations } from '../src/i18n/index.ts';

registerTranslations();

export { testApi } from '@moveable/shared/testing';

// The routes this app owns, as in contract/src/pages/route-table.ts.
export const { renderAt } = createRouteHarness({
  App,
  routes: [
    { name: 'index', path: '/' },
    { name: 'addSpot', path: '/addSpot' },
    { name: 'embed-spots-organisation', path: '/embed/spots/{organisation}' },
    { name: 'entries-oldId', path: '/entries/{oldId}' },
    { name: 'entries', path: '/entries' },
    { name: 'spots-id-edit', path: '/spots/{id}/edit' },
    { name: 'spots-id', path: '/spots/{id}' },
    { name: 'spots', path: '/spots' },
  ],
});

/** A clean browser for every test: no cached answers, no stored selections, no cookies. */
export function resetBrowser(): void {
  resetPage({ cookies: ['selectionRegion'] });
}
