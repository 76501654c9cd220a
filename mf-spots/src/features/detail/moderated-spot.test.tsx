// The spot page after moderation, against the real API: the address of a merged spot becomes the
// kept spot's (replaced in history) and shows it; a hidden spot is a 404 for others and shows its
// author the moderators' note, without the actions.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { apiAs, freshSpot, signInPage, signOutPage } from '../../../test/accounts.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

describe('a moderated spot', () => {
  it('merged: /spots/{old} becomes /spots/{kept} without a history entry and shows the kept spot', async () => {
    const kept = await freshSpot('user', { title: 'Der behaltene Spot' });
    const merged = await freshSpot('neighbour', { title: 'Der doppelte Spot' });
    await (await apiAs('moderator')).post('/admin/spots/:id/merge', { params: { id: merged.id }, body: { into: kept.id } });
    const length = history.length;
    renderAt(`/spots/${merged.id}`);
    await waitFor(() => expect(location.pathname).toBe(`/spots/${kept.id}`), TIMEOUT);
    expect(history.length).toBe(length);
    expect(await screen.findByRole('heading', { level: 1, name: 'Der behaltene Spot' }, TIMEOUT)).toBeTruthy();
  });

  it("hidden: its author sees it with the moderators' note and no actions; anyone else gets the 404", async () => {
    const spot = await freshSpot('user', { title: 'Ein ausgeblendeter Spot' });
    await (await apiAs('moderator')).post('/admin/spots/:id/hide', { params: { id: spot.id }, body: { note: 'Bitte keine Autonummern.' } });
    renderAt(`/spots/${spot.id}`);
    expect(await screen.findByText(`Seite nicht gefunden: /spots/${spot.id}`, {}, TIMEOUT)).toBeTruthy();
    cleanup();
    resetBrowser();

    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ein ausgeblendeter Spot' }, TIMEOUT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Die Moderation hat diesen Spot ausgeblendet' })).toBeTruthy();
    expect(screen.getByText('Bitte keine Autonummern.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Unterstützen|Stimme/ })).toBeNull();
  });
});
