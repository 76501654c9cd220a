// A public profile lists the person's spots against the real API: 24 first, 12 more per "show
// more", each a link to the spot with its kind and day; as many in the end as the profile counts.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(resetBrowser);

describe('/users/{nameOrOldId}: the person’s spots', () => {
  it('lists a demo author’s spots, newest first, 24 and then 12 more, as many as counted', async () => {
    const user = userEvent.setup();
    const { data: profile } = await testApi().get('/users/:nameOrOldId', { params: { nameOrOldId: 'bici_fan' } });
    expect(profile.spotCount).toBeGreaterThan(24);
    const first = await testApi().get('/users/:nameOrOldId/spots', { params: { nameOrOldId: 'bici_fan' }, query: { limit: 24 } });

    renderAt('/users/bici_fan');
    const section = await screen.findByRole('region', { name: 'Spots von bici_fan' }, TIMEOUT);
    const list = await within(section).findByRole('list', {}, TIMEOUT);
    const links = () => within(list).getAllByRole('link');
    expect(links()).toHaveLength(24);
    expect(links().map((a) => a.getAttribute('href'))).toEqual(first.items.map((s) => `/spots/${s.id}`));
    const newest = first.items[0]!;
    const item = links()[0]!.closest('li')!;
    expect(links()[0]!.textContent).toBe(newest.title);
    expect(within(item).getByText(newest.famed ? 'Fame' : 'Shame')).toBeTruthy();
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe(newest.createdAt);
    expect(within(section).getByRole('status').textContent).toBe(`24 von ${profile.spotCount} Spots angezeigt`);

    const more = within(section).getByRole('button', { name: 'Weitere Spots anzeigen' });
    await user.click(more);
    await waitFor(() => expect(links().length).toBe(Math.min(36, profile.spotCount)), TIMEOUT);
    // keyboard users go on where the new spots start
    await waitFor(() => expect(document.activeElement).toBe(links()[24]));
    while (within(section).queryByRole('button', { name: 'Weitere Spots anzeigen' })) {
      const count = links().length;
      await user.click(within(section).getByRole('button', { name: 'Weitere Spots anzeigen' }));
      await waitFor(() => expect(links().length).toBeGreaterThan(count), TIMEOUT);
    }
    expect(links()).toHaveLength(profile.spotCount);
    expect(new Set(links().map((a) => a.getAttribute('href'))).size).toBe(profile.spotCount);
    expect(within(section).getByRole('status').textContent).toBe(`Alle ${profile.spotCount} Spots sind angezeigt.`);
  });
});
