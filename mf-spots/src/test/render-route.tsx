// Test helpers: render the app at a URL the way the shell would mount it (route matched from the
// shell's table, re-matched on every navigation), against the real API the setup points at.
import { render } from '@testing-library/react';
import { Providers, apiClientFor, getPageContext, matchPath, queryClient, routePath, setCurrentRoute } from '@moveable/shared';
import { App } from '../routes.tsx';
import { registerTranslations } from '../i18n/index.ts';

registerTranslations();

// The routes this app owns, as in shell/src/routes/route-table.ts.
const OWN_ROUTES = [
  { name: 'index', path: '/' },
  { name: 'addSpot', path: '/addSpot' },
  { name: 'embed-spots-organisation', path: '/embed/spots/{organisation}' },
  { name: 'entries-oldId', path: '/entries/{oldId}' },
  { name: 'entries', path: '/entries' },
  { name: 'spots-id-edit', path: '/spots/{id}/edit' },
  { name: 'spots-id', path: '/spots/{id}' },
  { name: 'spots', path: '/spots' },
];

function publishRoute(): void {
  const path = routePath(location.pathname);
  for (const route of OWN_ROUTES) {
    const params = matchPath(route.path, path);
    if (params) return setCurrentRoute({ name: route.name, params, path });
  }
  setCurrentRoute(null);
}

window.addEventListener('moveable:location-change', publishRoute);
window.addEventListener('popstate', publishRoute);

export function renderAt(url: string) {
  history.replaceState(null, '', url);
  publishRoute();
  return render(
    <Providers>
      <App />
    </Providers>,
  );
}

/** A clean browser for every test: no cached answers, no stored selections, no cookies. */
export function resetBrowser(): void {
  queryClient.clear();
  localStorage.clear();
  document.cookie = 'selectionRegion=; Max-Age=0; Path=/';
  setCurrentRoute(null);
  history.replaceState(null, '', '/');
}

/** The API client the app uses, for finding test data in the seeded database. */
export const testApi = () => apiClientFor(() => getPageContext());
