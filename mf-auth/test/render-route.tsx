// Test helpers: render mf-auth at a URL the way the shell would mount it (route matched from the
// shell's table, re-matched on every navigation, the path's locale applied), against the real
// API the setup points at, with a cookie jar so the session cookie works as in a browser.
import { clearSession, setPageContext, type User } from '@moveable/shared';
import { createRouteHarness, resetPage, testApi } from '@moveable/shared/testing';
import { App } from '../src/routes.tsx';
import { registerTranslations } from '../src/i18n/index.ts';
import { clearCookies, installCookieJar } from './cookie-jar.ts';

registerTranslations();
installCookieJar();

export { testApi };

// The routes this app owns, as in contract/src/pages/route-table.ts.
export const { renderAt } = createRouteHarness({
  App,
  routes: [
    { name: 'imprint-deleteaccount', path: '/imprint/deleteaccount' },
    { name: 'ipcountry', path: '/ipcountry' },
    { name: 'login', path: '/login' },
    { name: 'logout', path: '/logout' },
    { name: 'profile', path: '/profile' },
    { name: 'settings', path: '/settings' },
    { name: 'users-nameOrOldId', path: '/users/{nameOrOldId}' },
  ],
  followLocale: true,
  followPushState: true,
});

/** A clean browser for every test: signed out, no cookies, no cached answers. */
export function resetBrowser(): void {
  clearSession();
  clearCookies();
  resetPage({ cookies: ['locale', 'countryCode'] });
  setPageContext({ locale: 'de', country: 'ch', multinational: false });
}

let serial = 0;
/** A person who signs up through the API (5 sign-ups per hour per IP: use sparingly). */
export async function createAccount(name: string): Promise<{ email: string; password: string; username: string; user: User }> {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial}`;
  const username = `${name}${stamp}`.slice(0, 30);
  const email = `${username}@example.org`;
  const password = `Tramway-Velo-${stamp}-Bern!`;
  const answer = await testApi().post('/users', { body: { email, password, username, acceptTerms: true } });
  return { email, password, username, user: answer.data };
}
