// The official answer form: only for members of an organisation responsible for the spot; what
// they publish shows as the spot's official answer.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';
import { BERN, freshSpot, signInPage, signOutPage } from '../../../../test/accounts.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

/** The viewer has answered once the secondary actions' menu offers the signed-in items. */
async function viewerLoaded() {
  const user = userEvent.setup();
  const primary = await screen.findByRole('region', { name: 'Mitmachen' }, TIMEOUT);
  await user.click(await within(primary).findByRole('button', { name: 'Weitere Aktionen' }, TIMEOUT));
  await within(screen.getByRole('menu', { name: 'Weitere Aktionen' })).findByRole('menuitem', { name: 'Spot melden' }, TIMEOUT);
  await user.keyboard('{Escape}');
}

describe('official answer form', () => {
  it('is not there for an ordinary person', async () => {
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    await viewerLoaded();
    expect(screen.queryByRole('region', { name: 'Offiziell antworten' })).toBeNull();
  });

  it('is not there for the Zürich member on a spot outside Zürich', async () => {
    const spot = await freshSpot('neighbour', { location: BERN });
    await signInPage('member');
    renderAt(`/spots/${spot.id}`);
    await viewerLoaded();
    expect(screen.queryByRole('region', { name: 'Offiziell antworten' })).toBeNull();
  });

  it('lets the Zürich member answer a Zürich spot: status, planned date, text', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('member');
    renderAt(`/spots/${spot.id}`);
    const form = await screen.findByRole('region', { name: 'Offiziell antworten' }, TIMEOUT);
    expect(within(form).getByText('Antwort als Stadt Zürich')).toBeTruthy();
    // the date belongs to "planned" only
    expect(within(form).queryByLabelText('Vorgesehen für (freiwillig)')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Status'), 'Geplant');
    await user.type(within(form).getByLabelText('Vorgesehen für (freiwillig)'), '2027-03-01');
    await user.type(within(form).getByLabelText('Antwort'), 'Wir bauen 2027 um.');
    await user.click(within(form).getByRole('button', { name: 'Antwort veröffentlichen' }));

    const answer = await screen.findByRole('region', { name: 'Offizielle Antwort' }, TIMEOUT);
    expect(within(answer).getByText('Antwort von Stadt Zürich')).toBeTruthy();
    expect(within(answer).getByText('Geplant')).toBeTruthy();
    expect(within(answer).getByText('– vorgesehen für 1. März 2027')).toBeTruthy();
    expect(within(answer).getByText('Wir bauen 2027 um.')).toBeTruthy();
    expect(await screen.findByText('Die offizielle Antwort wurde veröffentlicht.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect((within(form).getByLabelText('Antwort') as HTMLTextAreaElement).value).toBe(''));
  });
});
