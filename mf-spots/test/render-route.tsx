// Test helpers: render mf-spots at a URL the way the shell would mount it (route matched from the
// shell's table, re-matched on every navigation), against the real API the setup points at.
import { beforeAll } from 'vitest';
import { createRouteHarness, resetPage } from '@moveable/shared/testing';
import { App, preloadPage } from '../src/routes.tsx';
import { registerAllTranslations } from '../src/i18n/index.ts';

registerAllTranslations(); // every part of the texts: a test renders any page

export { testApi } from '@moveable/shared/testing';

// The routes this app owns, as in contract/src/pages/route-table.ts.
const ROUTES = [
  { name: 'index', path: '/' },
  { name: 'addSpot', path: '/addSpot' },
  { name: 'embed-spots-organisation', path: '/embed/spots/{organisation}' },
  { name: 'entries-oldId', path: '/entries/{oldId}' },
  { name: 'entries', path: '/entries' },
  { name: 'spots-id-edit', path: '/spots/{id}/edit' },
  { name: 'spots-id', path: '/spots/{id}' },
  { name: 'spots', path: '/spots' },
];

export const { renderAt } = createRouteHarness({ App, routes: ROUTES });

// The lifecycles load the chunk of the route's page before mounting (src/index.tsx); the tests
// have every page's module before they render, so a page shows at once as on a first visit.
beforeAll(() => Promise.all(ROUTES.map((route) => preloadPage(route.name))));

/** A clean browser for every test: no cached answers, no stored selections, no cookies. */
export function resetBrowser(): void {
  resetPage({ cookies: ['selectionRegion'] });
}
