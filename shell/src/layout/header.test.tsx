import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, setCurrentRoute } from '@moveable/shared';
import { Header } from './header.tsx';
import type { Owner } from '@moveable/contract';

// Signed out: the session answers "signed out" (the real API of this project's tests).
function renderHeader(deployed: Owner[]) {
  return render(
    <Providers>
      <Header deployed={new Set<Owner>(deployed)} />
    </Providers>,
  );
}

afterEach(() => {
  setCurrentRoute(null);
  history.replaceState(null, '', '/');
});

describe('Header: the account area', () => {
  it('without mf-auth in the import map there is no login link', () => {
    renderHeader(['mf-spots']);
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  });

  it('signed out: a login link that brings the person back to this page', async () => {
    history.replaceState(null, '', '/spots?famed=false');
    setCurrentRoute({ name: 'spots', params: {}, path: '/spots' });
    renderHeader(['mf-spots', 'mf-auth']);
    const login = await screen.findByRole('link', { name: 'Anmelden' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fspots%3Ffamed%3Dfalse');
  });

  it('on the login and logout pages the link does not point back at itself', async () => {
    history.replaceState(null, '', '/logout');
    setCurrentRoute({ name: 'logout', params: {}, path: '/logout' });
    renderHeader(['mf-auth']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/login'));
  });
});

describe('Header: the menu of narrow screens', () => {
  it('a menu button opens a sheet with the navigation, the languages and the account; Escape closes it', async () => {
    const user = userEvent.setup();
    setCurrentRoute({ name: 'spots', params: {}, path: '/spots' });
    renderHeader(['mf-spots', 'mf-map', 'mf-auth']);
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Menü' });
    expect(button.getAttribute('aria-controls')).toBe(sheet.id);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = within(sheet).getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/map', '/spots', '/addSpot']);
    expect(within(nav).getByRole('link', { name: 'Spots' }).getAttribute('aria-current')).toBe('page');
    expect(within(sheet).getByRole('navigation', { name: 'Sprache' })).toBeTruthy();
    expect(await within(sheet).findByRole('link', { name: 'Anmelden' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('choosing a link in the menu closes it', async () => {
    const user = userEvent.setup();
    renderHeader(['mf-spots', 'mf-map']);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    const sheet = screen.getByRole('dialog', { name: 'Menü' });
    await user.click(within(sheet).getByRole('link', { name: 'Karte' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
