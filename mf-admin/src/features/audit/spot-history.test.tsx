// A spot's history (/admin?view=history&spot={id}) against the real API: what moderators did with
// the spot and its comments, newest first, with who, when, the note and the fields before and
// after; older lines page by page; only staff see it; an address without a spot is the 404 screen.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { HISTORY_PAGE } from './use-spot-history.ts';

const TIMEOUT = { timeout: 15_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

async function freshSpot(title: string) {
  return (await apiAs('user')).post('/spots', {
    body: {
      title,
      description: 'Für den Verlaufstest.',
      famed: false,
      location: { lat: 47.37, lng: 8.54 },
      address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
      categoryIds: [1],
    },
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the history of a spot', () => {
  it("lists the moderators' actions on the spot and its comments, newest first, with the note and before and after", async () => {
    const spot = await freshSpot(`Verlauf ${Date.now()}`);
    const comment = await (await apiAs('neighbour')).post('/spots/:id/comments', { params: { id: spot.id }, body: { body: 'Ein Kommentar' } });
    const moderator = await apiAs('moderator');
    const me = (await moderator.get('/users/me')).data;
    await moderator.post('/admin/spots/:id/hide', { params: { id: spot.id }, body: { note: 'Bitte Adresse prüfen.' } });
    await moderator.post('/admin/spots/:id/restore', { params: { id: spot.id } });
    await moderator.post('/admin/comments/:id/hide', { params: { id: comment.id }, body: { note: 'Nicht zum Thema.' } });
    // another spot's line is not in this history
    const other = await freshSpot(`Anderer ${Date.now()}`);
    await moderator.post('/admin/spots/:id/hide', { params: { id: other.id }, body: { note: 'Anderer Spot.' } });

    await signInPage('moderator');
    renderAt(`/admin?view=history&spot=${spot.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Verlauf von Spot ${spot.id}` }, TIMEOUT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Spot' }).getAttribute('href')).toBe(`/spots/${spot.id}`);
    const table = await screen.findByRole('table', { name: `Verlauf von Spot ${spot.id}` }, TIMEOUT);
    const rows = within(table).getAllByRole('row').slice(1);
    const lines = rows.filter((row) => row.closest('table') === table);
    expect(lines.map((row) => cells(row).slice(0, 3))).toEqual([
      [me.username, 'Kommentar verborgen', `Kommentar ${comment.id} · Spot ${spot.id}Nicht zum Thema.`],
      [me.username, 'Spot wiederhergestellt', `Spot ${spot.id}`],
      [me.username, 'Spot verborgen', `Spot ${spot.id}Bitte Adresse prüfen.`],
    ]);
    expect(screen.getByText('3 Aktionen angezeigt.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ältere Aktionen laden' })).toBeNull();

    // The restore's changes: hidden yes → no, with the note it had.
    const restore = lines[1]!;
    await userEvent.click(within(restore).getByText('Änderungen zeigen'));
    const changes = within(restore).getByRole('table');
    const changed = Object.fromEntries(
      within(changes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [within(row).getByRole('rowheader').textContent, cells(row)]),
    );
    expect(changed['Verborgen']).toEqual(['ja', 'nein']);
    expect(changed['Notiz']).toEqual(['Bitte Adresse prüfen.', '–']);
    expect(changed['Verborgen seit']![0]).toMatch(/\d{4}/);
  });

  it('shows older lines page by page', async () => {
    const spot = await freshSpot(`Viel moderiert ${Date.now()}`);
    const moderator = await apiAs('moderator');
    const rounds = Math.ceil((HISTORY_PAGE + 1) / 2);
    for (let i = 0; i < rounds; i++) {
      await moderator.post('/admin/spots/:id/hide', { params: { id: spot.id }, body: { note: `Runde ${i}` } });
      await moderator.post('/admin/spots/:id/restore', { params: { id: spot.id } });
    }
    await signInPage('admin');
    renderAt(`/admin?view=history&spot=${spot.id}`);
    expect(await screen.findByText(`${HISTORY_PAGE} Aktionen angezeigt.`, {}, TIMEOUT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ältere Aktionen laden' }));
    expect(await screen.findByText(`${rounds * 2} Aktionen angezeigt.`, {}, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ältere Aktionen laden' })).toBeNull();
    // the oldest line last
    const table = screen.getByRole('table', { name: `Verlauf von Spot ${spot.id}` });
    const last = within(table)
      .getAllByRole('row')
      .filter((row) => row.closest('table') === table)
      .at(-1)!;
    expect(cells(last)[1]).toBe('Spot verborgen');
    expect(cells(last)[2]).toContain('Runde 0');
  });

  it('tells a signed-in user without the role that there is no access', async () => {
    await signInPage('user');
    renderAt('/admin?view=history&spot=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugang' }, TIMEOUT)).toBeTruthy();
  });

  it('is the 404 screen without a spot number', async () => {
    await signInPage('moderator');
    renderAt('/admin?view=history&spot=abc');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/nicht gefunden/i), TIMEOUT);
  });
});
