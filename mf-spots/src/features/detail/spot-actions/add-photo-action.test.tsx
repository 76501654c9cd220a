// Adding a photo on the spot page goes through common/photos. The upload itself is an
// XMLHttpRequest, which jsdom sends under CORS rules, and the API allows cross-origin reads only:
// so the upload runs in the browser tests (e2e); here, who gets the picker and with which choices.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';
import { freshSpot, signInPage, signOutPage } from '../../../../test/accounts.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

/** Adding a photo is one of the secondary actions. */
const actions = () => screen.findByRole('region', { name: 'Weitere Aktionen' }, TIMEOUT);

describe('add a photo', () => {
  it('on a shame spot: a labelled file input and a "shows the fix" choice', async () => {
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    const input = (await within(region).findByLabelText('Foto hinzufügen', {}, TIMEOUT)) as HTMLInputElement;
    expect(input.type).toBe('file');
    const fix = within(region).getByRole('checkbox', { name: 'Das Foto zeigt die Behebung' }) as HTMLInputElement;
    expect(fix.checked).toBe(false);
    await userEvent.setup().click(fix);
    expect(fix.checked).toBe(true);
  });

  it('refuses a file that is no photo before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const input = await within(await actions()).findByLabelText('Foto hinzufügen', {}, TIMEOUT);
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const chosen = await within(await actions()).findByRole('list', { name: 'Gewählte Fotos' }, TIMEOUT);
    expect(within(chosen).getByText('Das ist kein Foto im Format JPEG, PNG, WebP oder HEIC.')).toBeTruthy();
    expect(screen.queryByText('Das Foto wurde zum Spot hinzugefügt.')).toBeNull();
  });

  it('on a fame spot there is no "shows the fix"; visitors get no picker at all', async () => {
    const spot = await freshSpot('neighbour', { famed: true });
    await signInPage('user');
    const first = renderAt(`/spots/${spot.id}`);
    const region = await actions();
    await within(region).findByLabelText('Foto hinzufügen', {}, TIMEOUT);
    expect(within(region).queryByRole('checkbox')).toBeNull();
    first.unmount();
    resetBrowser();
    signOutPage();

    renderAt(`/spots/${spot.id}`);
    const primary = await screen.findByRole('region', { name: 'Mitmachen' }, TIMEOUT);
    await within(primary).findByRole('link', { name: 'Anmelden, um abzustimmen oder zu kommentieren' }, TIMEOUT);
    expect(screen.queryByLabelText('Foto hinzufügen')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Weitere Aktionen' })).toBeNull();
  });
});
