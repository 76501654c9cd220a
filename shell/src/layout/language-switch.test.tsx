// The header's language switch (spec §4, §7, §9) against the real API: a choice writes the locale
// cookie (365 days, path /, SameSite=Lax) before the next page is asked for, and a signed-in
// person's account takes the language too (POST /api/users/current/locale), which the account
// then reads back. The next page itself loads in the browser (e2e/tests/locale-redirect.spec.ts).
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Providers, getSession, parseCookies, setCurrentRoute } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { LanguageSwitch } from './language-switch.tsx';
import { recordCookieWrites, YEAR_SECONDS, type CookieWrites } from '../../test/cookie-writes.ts';

const TIMEOUT = { timeout: 15_000 };
let cookies: CookieWrites;
beforeEach(() => {
  cookies = recordCookieWrites();
  // jsdom cannot load another page: the link's own navigation stops here, after React's handlers.
  document.addEventListener('click', stopNavigation);
  document.addEventListener('auxclick', stopNavigation);
  history.replaceState(null, '', '/spots?famed=false');
  setCurrentRoute({ name: 'spots', params: {}, path: '/spots' });
});
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  document.removeEventListener('auxclick', stopNavigation);
  cookies.stop();
  document.cookie = 'locale=; Max-Age=0; Path=/';
  signOutPage();
  setCurrentRoute(null);
  history.replaceState(null, '', '/');
});
afterAll(async () => {
  // The demo person speaks German again for whoever comes next.
  await (await apiAs('commuter')).post('/users/current/locale', { body: new URLSearchParams({ locale: 'de' }) });
});

function stopNavigation(event: Event) {
  event.preventDefault();
}

function renderSwitch() {
  render(
    <Providers>
      <LanguageSwitch />
    </Providers>,
  );
  return screen.getByRole('navigation', { name: 'Sprache' });
}

const accountLocale = async () => (await (await apiAs('commuter')).get('/users/me')).data.locale;

function expectLocaleCookie(locale: string) {
  expect(parseCookies(document.cookie).locale).toBe(locale);
  const line = cookies.written.filter((value) => value.startsWith('locale=')).at(-1);
  expect(line).toBe(`locale=${locale}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`);
}

describe('the language switch', () => {
  it('links this page in every language, the current one marked', () => {
    const nav = renderSwitch();
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('lang'), a.getAttribute('href')])).toEqual([
      ['de', '/spots?famed=false'],
      ['fr', '/fr/spots?famed=false'],
      ['it', '/it/spots?famed=false'],
      ['en', '/en/spots?famed=false'],
    ]);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.getAttribute('lang'))).toEqual(['de']);
  });

  it('signed out: a click writes the locale cookie for a year, Lax, on the whole site', async () => {
    const nav = renderSwitch();
    fireEvent.click(nav.querySelector('a[lang="fr"]')!);
    expectLocaleCookie('fr');
    // and back to German: the unprefixed pages follow the cookie, so German is written too
    fireEvent.click(nav.querySelector('a[lang="de"]')!);
    expectLocaleCookie('de');
  });

  it('signed in: the account takes the language as well, and the session knows it', async () => {
    await signInPage('commuter');
    expect(await accountLocale()).toBe('de');
    const nav = renderSwitch();
    await waitFor(() => expect(getSession().status).toBe('authenticated'), TIMEOUT);
    fireEvent.click(nav.querySelector('a[lang="it"]')!);
    expectLocaleCookie('it');
    await waitFor(async () => expect(await accountLocale()).toBe('it'), TIMEOUT);
    await waitFor(() => expect(getSession().user?.locale).toBe('it'), TIMEOUT);
  });

  it('a middle click (a new tab) saves it too; a right click writes the cookie only', async () => {
    await signInPage('commuter');
    const nav = renderSwitch();
    await waitFor(() => expect(getSession().status).toBe('authenticated'), TIMEOUT);
    const before = await accountLocale();
    const [other, next] = before === 'en' ? ['fr', 'it'] : before === 'fr' ? ['en', 'it'] : ['en', 'fr'];
    fireEvent(nav.querySelector(`a[lang="${other}"]`)!, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 }));
    expectLocaleCookie(other!);
    // A save would have been sent at once; give it the time a save takes here, then look.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await accountLocale()).toBe(before);
    fireEvent(nav.querySelector(`a[lang="${next}"]`)!, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expectLocaleCookie(next!);
    await waitFor(async () => expect(await accountLocale()).toBe(next), TIMEOUT);
  });
});
