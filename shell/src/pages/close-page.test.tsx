import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AUTH_POPUP_FLAG, Providers } from '@moveable/shared';
import { ClosePage } from './close-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/close: the end of the sign-in popup (spec §4)', () => {
  it('sets the storage flag for the opener and closes the window', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    render(
      <Providers>
        <ClosePage />
      </Providers>,
    );
    expect(Number(localStorage.getItem(AUTH_POPUP_FLAG))).toBeGreaterThan(0);
    expect(close).toHaveBeenCalled();
    // should the window stay open (not a popup), it says what to do
    expect(screen.getByRole('heading', { level: 1, name: 'Anmeldung abgeschlossen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });
});
