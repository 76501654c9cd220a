// The alert settings of an organisation's member against the real API: the stored choice is
// checked, a new one is saved (a toast says so, the API has it), and someone who is not a member
// is told the setting could not be loaded (the API answers 403).
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Providers, toasts } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { resetBrowser } from '../../../test/render-route.tsx';
import { AlertSettings } from './alert-settings.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(async () => {
  const member = await apiAs('member');
  await member.put('/organisations/:slug/alerts', { params: { slug: 'zuerich' }, body: { alerts: 'off' } });
  resetBrowser();
  signOutPage();
});

const settings = () =>
  render(
    <Providers>
      <AlertSettings slug="zuerich" />
    </Providers>,
  );

describe('AlertSettings', () => {
  it('shows the stored choice and saves a new one', async () => {
    const member = await apiAs('member');
    await member.put('/organisations/:slug/alerts', { params: { slug: 'zuerich' }, body: { alerts: 'immediate' } });
    await signInPage('member');
    settings();
    const group = await screen.findByRole('group', { name: 'Benachrichtigungen für dieses Gebiet' }, TIMEOUT);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    const immediate = screen.getByRole('radio', { name: 'Sofort, eine E-Mail pro Neuigkeit' }) as HTMLInputElement;
    expect(immediate.checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Einmal am Tag, als Zusammenfassung' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toContain('Benachrichtigungen gespeichert.'), TIMEOUT);
    expect(await member.get('/organisations/:slug/alerts', { params: { slug: 'zuerich' } })).toEqual({ alerts: 'daily' });
    expect((screen.getByRole('radio', { name: 'Einmal am Tag, als Zusammenfassung' }) as HTMLInputElement).checked).toBe(true);
  });

  it('tells someone who is not a member that the setting could not be loaded', async () => {
    await signInPage('user');
    settings();
    expect(await screen.findByText('Die Einstellung konnte nicht geladen werden.', {}, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
