import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Providers, setCurrentRoute } from '@moveable/shared';
import { Header } from './header.tsx';
import type { Owner } from '../routes/route-table.ts';

// No API server in this project: the session answers "signed out" (the request fails).
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
