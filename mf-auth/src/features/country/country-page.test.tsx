// /ipcountry against the real API: the platform's countries and "worldwide", the visitor's own
// (from the CDN's header, config.geoCountry) marked; the choice kept in the cookie, in the account
// when signed in, applied to the page; then on to ?redirect= when it is a path of this site.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure, getPageContext } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { countRequests } from '../../../test/cookie-jar.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  configure({ geoCountry: null });
  signOutPage();
  resetBrowser();
});

describe('/ipcountry', () => {
  it("lists the platform's countries and worldwide, marks the visitor's, and keeps the choice on this device", async () => {
    configure({ geoCountry: 'at' });
    const user = userEvent.setup();
    renderAt('/ipcountry?redirect=%2Fspots%3Fsort%3Dnew');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wähle dein Land' }, TIMEOUT)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Land' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
    expect(names).toContain('Schweiz');
    expect(names).toContain('Deutschland');
    expect(names.at(-1)).toBe('Weltweit');
    expect((within(group).getByRole('radio', { name: 'Schweiz' }) as HTMLInputElement).checked).toBe(true);
    const austria = within(group).getByRole('radio', { name: 'Österreich' });
    expect(austria.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(austria.getAttribute('aria-describedby')!)!.textContent).toBe('Von hier aus bist du verbunden.');

    await user.click(austria);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(`${location.pathname}${location.search}`).toBe('/spots?sort=new'), TIMEOUT);
    expect(document.cookie).toContain('countryCode=at');
    expect(getPageContext().country).toBe('at');
    expect(countRequests('POST', '/api/users/current/country')).toBe(0);
  });

  it('signed in: saved to the account; a redirect to another site is not followed', async () => {
    const user = userEvent.setup();
    await signInPage('commuter');
    renderAt('/ipcountry?redirect=https%3A%2F%2Fevil.example%2F');
    const group = await screen.findByRole('group', { name: 'Land' }, TIMEOUT);
    await user.click(within(group).getByRole('radio', { name: 'Weltweit' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(location.pathname).toBe('/'), TIMEOUT);
    const commuter = await apiAs('commuter');
    expect((await commuter.get('/users/me')).data.country).toBe('world');
    expect(getPageContext()).toMatchObject({ country: 'world', multinational: true });
    await commuter.post('/users/current/country', { body: new URLSearchParams({ countryCode: 'ch' }) });
  });
});
