// Test helpers: render the app at a URL the way the shell would mount it (route matched from the
// shell's table, re-matched on every navigation), against the real API the setup points at, with
// a cookie jar so the session cookie works as in a browser.
import { render } from '@testing-library/react';
import {
  apiClientFor,
  clearSession,
  getPageContext,
  matchPath,
  Providers,
  queryClient,
  routePath,
  setCurrentRoute,
  setPageContext,
  splitLocalePath,
  type User,
} from '@moveable/shared';
import { App } from '../routes.tsx';
import { registerTranslations } from '../i18n/index.ts';
import { clearCookies, installCookieJar } from './cookie-jar.ts';

registerTranslations();
installCookieJar();

// The routes this app owns, as in shell/src/routes/route-table.ts.
const OWN_ROUTES = [
  { name: 'imprint-deleteaccount', path: '/imprint/deleteaccount' },
  { name: 'ipcountry', path: '/ipcountry' },
  { name: 'login', path: '/login' },
  { name: 'logout', path: '/logout' },
  { name: 'profile', path: '/profile' },
  { name: 'settings', path: '/settings' },
  { name: 'users-nameOrOldId', path: '/users/{nameOrOldId}' },
];

/** What the shell does on every navigation: match the route, apply the path's locale. */
function publishRoute(): void {
  const { locale } = splitLocalePath(location.pathname);
  if (locale !== getPageContext().locale) setPageContext({ locale });
  const path = routePath(location.pathname);
  for (const route of OWN_ROUTES) {
    const params = matchPath(route.path, path);
    if (params) return setCurrentRoute({ name: route.name, params, path });
  }
  setCurrentRoute(null);
}

// The shell hears every pushState through single-spa's routing events; here pushState says so itself.
const pushState = history.pushState.bind(history);
history.pushState = (...args: Parameters<History['pushState']>) => {
  pushState(...args);
  window.dispatchEvent(new Event('moveable:location-change'));
};
window.addEventListener('moveable:location-change', publishRoute);
window.addEventListener('popstate', publishRoute);
window.addEventListener('single-spa:routing-event', publishRoute);

export function renderAt(url: string) {
  history.replaceState(null, '', url);
  publishRoute();
  return render(
    <Providers>
      <App />
    </Providers>,
  );
}

/** A clean browser for every test: signed out, no cookies, no cached answers. */
export function resetBrowser(): void {
  clearSession();
  clearCookies();
  queryClient.clear();
  localStorage.clear();
  for (const name of ['locale', 'countryCode']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  setCurrentRoute(null);
  history.replaceState(null, '', '/');
  setPageContext({ locale: 'de', country: 'ch', multinational: false });
}

/** An API client like the app's, for arranging test data. */
export const testApi = () => apiClientFor(() => getPageContext());

let serial = 0;
/** A person who signs up through the API (5 sign-ups per hour per IP: use sparingly). */
export async function createAccount(name: string): Promise<{ email: string; password: string; username: string; user: User }> {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial}`;
  const username = `${name}${stamp}`.slice(0, 30);
  const email = `${username}@example.org`;
  const password = `Tramway-Velo-${stamp}-Bern!`;
  const answer = await testApi().post<{ data: User }>('/users', { email, password, username, acceptTerms: true });
  return { email, password, username, user: answer.data };
}
