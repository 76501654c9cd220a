// The list page, results first: the bar says how many spots are shown and whether more match, the
// filters that are on are chips that remove them, and /embed/spots/{organisation} does the same.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';

afterEach(resetBrowser);

const TIMEOUT = { timeout: 10_000 };
const count = () => document.querySelector('.mv-filter-bar__results')?.textContent;

describe('the spot list, results first', () => {
  it('says beside the filters how many spots are shown and that more match, and follows "show more"', async () => {
    const user = userEvent.setup();
    renderAt('/spots');
    await waitFor(() => expect(count()).toBe('Mehr als 24 Spots'), TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Mehr Spots anzeigen' }));
    await waitFor(() => expect(count()).toBe('Mehr als 36 Spots'), TIMEOUT);
  });

  it('shows the filters of a shared link as chips; removing one takes it out of the URL', async () => {
    const user = userEvent.setup();
    renderAt('/spots?famed=false&fixed=true&sort=votes');
    const active = screen.getByRole('list', { name: 'Aktive Filter' });
    expect(within(active).getByRole('button', { name: 'Entfernen: Nur behobene' })).toBeTruthy();
    await user.click(within(active).getByRole('button', { name: 'Entfernen: Nur behobene' }));
    expect(location.search).toBe('?famed=false&sort=votes');
    await user.click(screen.getByRole('button', { name: 'Alle entfernen' }));
    expect(location.search).toBe('');
    await waitFor(() => expect(count()).toBe('Mehr als 24 Spots'), TIMEOUT);
  });

  it('counts the results of an organisation on its embed page too', async () => {
    renderAt('/embed/spots/zuerich');
    await waitFor(() => expect(count()).toMatch(/^(Mehr als )?\d+ Spots?$/), TIMEOUT);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
  });
});
