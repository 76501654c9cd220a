// The dashboard's latest actions (/admin) against the real API: who did what to which subject,
// when, newest first, and what changed.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the latest actions on the dashboard', () => {
  it('lists the newest admin actions: who, what, when, and the change', async () => {
    const admin = await apiAs('admin');
    const me = (await admin.get('/users/me')).data;
    const commuter = (await (await apiAs('commuter')).get('/users/me')).data.id;
    await admin.put('/users/:id/block', { params: { id: commuter } });
    await admin.delete('/users/:id/block', { params: { id: commuter } });
    await signInPage('moderator');
    renderAt('/admin');
    const actions = await screen.findByRole('region', { name: 'Letzte Aktionen' }, TIMEOUT);
    const table = await within(actions).findByRole('table', { name: 'Letzte Aktionen' }, TIMEOUT);
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.closest('table') === table)
      .slice(1);
    // newest first; other tests of the package may have acted meanwhile, so find this account's lines
    const lines = rows.filter((row) => cells(row)[2] === `Konto ${commuter}`);
    expect(cells(lines[0]!).slice(0, 2)).toEqual([me.username, 'Konto entsperrt']);
    expect(lines[0]!.querySelector('time')!.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cells(lines[1]!)[1]).toBe('Konto gesperrt');
    await userEvent.click(within(lines[1]!).getByText('Änderungen zeigen'));
    const change = within(within(lines[1]!).getByRole('table')).getByRole('row', { name: /Gesperrt/ });
    expect(cells(change)).toEqual(['–', 'ja']);
  });
});
