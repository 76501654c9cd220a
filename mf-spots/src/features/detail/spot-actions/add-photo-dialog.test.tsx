// Adding a photo on the spot page goes through common/photos. The upload itself is an
// XMLHttpRequest, which jsdom sends under CORS rules, and the API allows cross-origin reads only:
// so the upload (and the dialog closing after it) runs in the browser tests (e2e); here, who gets
// the picker and with which choices.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';
import { freshSpot, signInPage, signOutPage } from '../../../../test/accounts.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

/** Adding a photo is an item of the "Weitere Aktionen" menu, which opens a dialog. */
async function photoDialog(user: UserEvent, title: string) {
  const primary = await screen.findByRole('region', { name: 'Mitmachen' }, TIMEOUT);
  await user.click(await within(primary).findByRole('button', { name: 'Weitere Aktionen' }, TIMEOUT));
  await user.click(within(screen.getByRole('menu', { name: 'Weitere Aktionen' })).getByRole('menuitem', { name: 'Foto hinzufügen' }));
  return await screen.findByRole('dialog', { name: `Foto zu «${title}» hinzufügen` });
}

describe('add a photo', () => {
  it('on a shame spot: a labelled file input and a "shows the fix" choice', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await photoDialog(user, spot.title);
    const input = (await within(region).findByLabelText('Foto hinzufügen', {}, TIMEOUT)) as HTMLInputElement;
    expect(input.type).toBe('file');
    const fix = within(region).getByRole('checkbox', { name: 'Das Foto zeigt die Behebung' }) as HTMLInputElement;
    expect(fix.checked).toBe(false);
    await user.click(fix);
    expect(fix.checked).toBe(true);
  });

  it('refuses a file that is no photo before sending it; the dialog stays open with the reason', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await photoDialog(user, spot.title);
    const input = await within(region).findByLabelText('Foto hinzufügen', {}, TIMEOUT);
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const chosen = await within(region).findByRole('list', { name: 'Gewählte Fotos' }, TIMEOUT);
    expect(within(chosen).getByText('Das ist kein Foto im Format JPEG, PNG, WebP oder HEIC.')).toBeTruthy();
    expect(screen.queryByText('Das Foto wurde zum Spot hinzugefügt.')).toBeNull();
    expect(screen.getByRole('dialog')).toBe(region);
  });

  it('on a fame spot there is no "shows the fix"; visitors get no picker at all', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour', { famed: true });
    await signInPage('user');
    const first = renderAt(`/spots/${spot.id}`);
    const region = await photoDialog(user, spot.title);
    await within(region).findByLabelText('Foto hinzufügen', {}, TIMEOUT);
    expect(within(region).queryByRole('checkbox')).toBeNull();
    first.unmount();
    resetBrowser();
    signOutPage();

    renderAt(`/spots/${spot.id}`);
    const primary = await screen.findByRole('region', { name: 'Mitmachen' }, TIMEOUT);
    await within(primary).findByRole('link', { name: 'Anmelden, um abzustimmen oder zu kommentieren' }, TIMEOUT);
    expect(screen.queryByLabelText('Foto hinzufügen')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Weitere Aktionen' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Weitere Aktionen' })).toBeNull();
  });
});
