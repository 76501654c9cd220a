// "Back" through the route: where the link leads depends on the page the person came from (the
// previous entry of the tab's history, as the Navigation API tells it; jsdom has none, so each
// test gives the window one).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';
import { freshSpot } from '../../../../test/accounts.ts';
import { forgetOrigins } from './came-from.ts';

const TIMEOUT = { timeout: 10_000 };

/** A tab whose history is `previous` (a path of ours), then the page about to open. */
function cameFrom(previous: string): void {
  const entries = [{ url: new URL(previous, location.origin).href }, { url: location.href }];
  Object.defineProperty(window, 'navigation', { configurable: true, value: { currentEntry: { index: 1 }, entries: () => entries } });
}

afterEach(() => {
  delete (window as { navigation?: unknown }).navigation;
  forgetOrigins();
  vi.restoreAllMocks();
  resetBrowser();
});

const back = (name: string | RegExp) => screen.findByRole('link', { name }, TIMEOUT);

describe('back from a spot', () => {
  it('opened directly (a shared link): back to the list', async () => {
    const spot = await freshSpot('neighbour');
    renderAt(`/spots/${spot.id}`);
    expect((await back('Zurück zur Liste')).getAttribute('href')).toBe('/spots');
  });

  it('from the map: back to the map with its view and filters, by going back in history', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    const map = '/map?famed=false&center=47.3769,8.5417&zoom=16';
    cameFrom(map);
    renderAt(`/spots/${spot.id}`);
    const link = await back('Zurück zur Karte');
    expect(link.getAttribute('href')).toBe(map);
    const historyBack = vi.spyOn(history, 'back').mockImplementation(() => {});
    await user.click(link);
    expect(historyBack).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe(`/spots/${spot.id}`);
  });

  it('from the filtered list: back to the list with its filters', async () => {
    const spot = await freshSpot('neighbour');
    cameFrom('/spots?famed=false&sort=votes');
    renderAt(`/spots/${spot.id}`);
    expect((await back('Zurück zur Liste')).getAttribute('href')).toBe('/spots?famed=false&sort=votes');
  });

  it('from a public profile, the own profile or the home page: back there', async () => {
    const spot = await freshSpot('neighbour');
    cameFrom('/users/bici_fan');
    const first = renderAt(`/spots/${spot.id}`);
    expect((await back('Zurück zum Profil von bici_fan')).getAttribute('href')).toBe('/users/bici_fan');
    first.unmount();
    forgetOrigins();

    cameFrom('/profile');
    const second = renderAt(`/spots/${spot.id}`);
    expect((await back('Zurück zu deinem Profil')).getAttribute('href')).toBe('/profile');
    second.unmount();
    forgetOrigins();

    cameFrom('/');
    renderAt(`/spots/${spot.id}`);
    expect((await back('Zurück zur Startseite')).getAttribute('href')).toBe('/');
  });

  it('back from the edit page it still leads where the person came from, by a new navigation', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    cameFrom('/map?center=47.3769,8.5417&zoom=16');
    const first = renderAt(`/spots/${spot.id}`);
    await back('Zurück zur Karte');
    first.unmount();

    cameFrom(`/spots/${spot.id}/edit`);
    renderAt(`/spots/${spot.id}`);
    const link = await back('Zurück zur Karte');
    const historyBack = vi.spyOn(history, 'back');
    await user.click(link);
    expect(historyBack).not.toHaveBeenCalled();
    expect(`${location.pathname}${location.search}`).toBe('/map?center=47.3769,8.5417&zoom=16');
  });
});
