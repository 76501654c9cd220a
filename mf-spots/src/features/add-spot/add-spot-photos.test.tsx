// Photos with a new spot and on the edit page, against the real API (uploads over XHR need the
// page on the API's origin, as in production).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { apiAs, freshSpot, signInPage, signOutPage } from '../../../test/accounts.ts';
import { serveFromApiOrigin, tinyPng } from '../../../test/same-origin.ts';
import { uploadPhoto } from '../common/photos/index.ts';
import { getPageContext } from '@moveable/shared';

const TIMEOUT = { timeout: 10_000 };
beforeAll(serveFromApiOrigin);
afterEach(() => {
  resetBrowser();
  signOutPage();
});

describe('/addSpot with photos', () => {
  it('sends the ids of the uploaded photos: the spot has both, the first one as its cover', async () => {
    const user = userEvent.setup();
    await signInPage('user');
    renderAt('/addSpot');
    await screen.findByRole('form', { name: 'Spot erfassen' }, TIMEOUT);
    await user.upload(screen.getByLabelText('Fotos hinzufügen'), [tinyPng('vorne.png'), tinyPng('hinten.png')]);
    await waitFor(() => expect(screen.getAllByText(/^Hochgeladen/)).toHaveLength(2), TIMEOUT);

    await user.click(screen.getByRole('radio', { name: 'Fame' }));
    await user.type(screen.getByRole('combobox', { name: 'Koordinaten' }), '46.9511, 7.4386{Enter}');
    const title = `Neue Velobrücke ${Date.now().toString(36)}`;
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), title);
    await user.click(screen.getByRole('button', { name: 'Spot veröffentlichen' }));
    await waitFor(() => expect(location.pathname).toMatch(/^\/spots\/\d+$/), TIMEOUT);

    const spot = await (await apiAs('user')).get('/spots/:id', { params: { id: location.pathname.split('/').pop()! } });
    expect(spot.title).toBe(title);
    expect(spot.photos).toHaveLength(2);
    expect(spot.coverPhoto?.id).toBe(spot.photos[0]?.id);
  });
});

describe('/addSpot refused by the API', () => {
  it('a photo gone from the server (400 photoIds) is marked on the photos, and focus goes there', async () => {
    const user = userEvent.setup();
    await signInPage('user');
    renderAt('/addSpot');
    await screen.findByRole('form', { name: 'Spot erfassen' }, TIMEOUT);
    const input = screen.getByLabelText('Fotos hinzufügen');
    await user.upload(input, tinyPng('weg.png'));
    await waitFor(() => expect(screen.getByText('Hochgeladen (Titelbild)')).toBeTruthy(), TIMEOUT);
    // meanwhile the day-old cleanup (or another tab) removed it
    const photoId = document.querySelector('[data-photo-id]')?.getAttribute('data-photo-id');
    await (await apiAs('user')).delete('/photos/:id', { params: { id: photoId! } });

    await user.click(screen.getByRole('radio', { name: 'Shame' }));
    await user.type(screen.getByRole('combobox', { name: 'Koordinaten' }), '46.9511, 7.4386{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), 'Mit verschwundenem Foto');
    await user.click(screen.getByRole('button', { name: 'Spot veröffentlichen' }));
    expect(await screen.findByText('Diese Fotos können nicht zu diesem Spot. Entferne sie und füge sie neu hinzu.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(location.pathname).toBe('/addSpot');
  });
});

describe('/spots/{id}/edit photos', () => {
  it('shows the photos the spot has; a new one is attached at once', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('user');
    const api = await apiAs('user');
    await signInPage('user');
    await uploadPhoto({ target: `/spots/${spot.id}/photos`, file: tinyPng('erstes.png'), context: getPageContext() });

    renderAt(`/spots/${spot.id}/edit`);
    const existing = await screen.findByRole('list', { name: 'Fotos dieses Spots' }, TIMEOUT);
    expect(within(existing).getByRole('img', { name: `Foto 1 von 1 von «${spot.title}»` })).toBeTruthy();
    await user.upload(screen.getByLabelText('Weitere Fotos hinzufügen'), tinyPng('zweites.png'));
    await waitFor(() => expect(screen.getAllByText(/^Hochgeladen/)).toHaveLength(1), TIMEOUT);
    expect((await api.get('/spots/:id', { params: { id: spot.id } })).photos).toHaveLength(2);
  });
});
