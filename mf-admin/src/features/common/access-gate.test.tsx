// The gate in front of the admin pages, with the page's real sign-in against the real API: the
// anonymous visitor goes to sign-in and comes back, a person without the role meets "no access",
// staff and an organisation's admins get the page.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Providers } from '@moveable/shared';
import { signInPage, signOutPage } from '@moveable/shared/testing';
import { resetBrowser } from '../../../test/render-route.tsx';
import { AccessGate } from './access-gate.tsx';
import type { AdminNeed } from './admin-access.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

function gate(need: AdminNeed) {
  return render(
    <Providers>
      <AccessGate need={need}>
        <p>the page</p>
      </AccessGate>
    </Providers>,
  );
}

describe('the admin access gate', () => {
  it('sends an anonymous visitor to sign-in, to come back here', async () => {
    history.replaceState(null, '', '/admin/emails?q=x');
    gate({ kind: 'admin' });
    await waitFor(() => expect(location.pathname).toBe('/login'), TIMEOUT);
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/admin/emails?q=x');
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('tells a signed-in person without the role that there is no access', async () => {
    await signInPage('user');
    gate({ kind: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugang' }, TIMEOUT)).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('lets a moderator into staff pages but not into admin-only ones', async () => {
    await signInPage('moderator');
    const { unmount } = gate({ kind: 'staff' });
    expect(await screen.findByText('the page', {}, TIMEOUT)).toBeTruthy();
    unmount();
    gate({ kind: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Kein Zugang' }, TIMEOUT)).toBeTruthy();
  });

  it("lets an organisation's admin into that organisation only", async () => {
    await signInPage('member');
    const { unmount } = gate({ kind: 'organisation', platform: 'bikeable', slug: 'zuerich' });
    expect(await screen.findByText('the page', {}, TIMEOUT)).toBeTruthy();
    unmount();
    gate({ kind: 'organisation', platform: 'bikeable', slug: 'bern' });
    expect(await screen.findByRole('heading', { name: 'Kein Zugang' }, TIMEOUT)).toBeTruthy();
  });

  it('lets an admin in everywhere', async () => {
    await signInPage('admin');
    gate({ kind: 'organisation', platform: 'walkable', slug: 'anything' });
    expect(await screen.findByText('the page', {}, TIMEOUT)).toBeTruthy();
  });
});
