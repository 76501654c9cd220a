// /spots/{id}/edit through the route against the real API: pre-filled, saves only what changed,
// and a 403 screen for someone else's spot (GET /spots/:id/viewer says can.edit is false).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { apiAs, freshSpot, signInPage, signOutPage, ZURICH } from '../../../test/accounts.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

describe('/spots/{id}/edit', () => {
  it('is filled in from the spot and saves only what changed', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('user', { famed: false, description: 'Vorher.' });
    await signInPage('user');
    renderAt(`/spots/${spot.id}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: `«${spot.title}» bearbeiten` }, TIMEOUT)).toBeTruthy();
    const title = screen.getByRole('textbox', { name: /Titel/ });
    expect(title).toHaveProperty('value', spot.title);
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toHaveProperty('value', 'Vorher.');
    expect(screen.getByRole('radio', { name: 'Shame' })).toHaveProperty('checked', true);
    expect(screen.getByText(`Die Nadel steht bei ${ZURICH.lat.toFixed(5)}, ${ZURICH.lng.toFixed(5)}.`)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ähnliche Spots in der Nähe' })).toBeNull(); // only for new spots

    await user.clear(title);
    await user.type(title, `${spot.title} (neu)`);
    await user.click(screen.getByRole('radio', { name: 'Fame' }));
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(location.pathname).toBe(`/spots/${spot.id}`), TIMEOUT);
    const saved = await (await apiAs('user')).get('/spots/:id', { params: { id: spot.id } });
    expect(saved).toMatchObject({ title: `${spot.title} (neu)`, famed: true, description: 'Vorher.', location: ZURICH });
  });

  it("is a 403 screen for someone else's spot", async () => {
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}/edit`);
    expect(await screen.findByText('Nur wer diesen Spot erfasst hat und die Moderation dürfen ihn bearbeiten.', {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByText('Status 403')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("lets a moderator edit someone else's spot", async () => {
    const spot = await freshSpot('neighbour');
    await signInPage('moderator');
    renderAt(`/spots/${spot.id}/edit`);
    expect(await screen.findByRole('form', { name: `«${spot.title}» bearbeiten` }, TIMEOUT)).toBeTruthy();
  });

  it('signed out: explains and links to sign-in', async () => {
    const spot = await freshSpot('neighbour');
    renderAt(`/spots/${spot.id}/edit`);
    expect(await screen.findByText(/Um einen Spot zu bearbeiten, melde dich bitte an/, {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/spots/${spot.id}/edit`)}`,
    );
  });

  it.each([['/spots/999999999/edit'], ['/spots/abc/edit']])('%s is a 404', async (path) => {
    await signInPage('user');
    renderAt(path);
    expect(await screen.findByText(`Seite nicht gefunden: ${path}`, {}, TIMEOUT)).toBeTruthy();
  });
});
