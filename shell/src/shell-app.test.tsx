import { describe, expect, it, beforeEach } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Providers, setCurrentRoute } from '@moveable/shared';
import { ShellApp } from './shell-app.tsx';
import type { Owner } from '@moveable/contract';

const deployed = new Set<Owner>(['mf-spots', 'mf-map']);

function renderShell() {
  return render(
    <Providers>
      <ShellApp deployed={deployed} />
    </Providers>,
  );
}

describe('ShellApp', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/');
  });

  it('shows the 404 screen with the path when no route matches (spec §2, §8)', () => {
    history.replaceState(null, '', '/no/such/page');
    setCurrentRoute(null);
    renderShell();
    const main = screen.getByRole('main');
    expect(within(main).getAllByText(/Seite nicht gefunden: \/no\/such\/page/).length).toBeGreaterThan(0);
    expect(within(main).getAllByText(/404/).length).toBeGreaterThan(0);
    expect(document.title).toMatch(/bikeable$/);
  });

  it('a route whose micro-frontend is not released is the 404 screen, not a placeholder', () => {
    history.replaceState(null, '', '/admin');
    setCurrentRoute(null);
    renderShell();
    const main = screen.getByRole('main');
    expect(within(main).getAllByText(/Seite nicht gefunden: \/admin/).length).toBeGreaterThan(0);
  });

  it('navigation lists only deployed sections and marks the current page', () => {
    setCurrentRoute({ name: 'spots', params: {}, path: '/spots' });
    renderShell();
    const nav = screen.getByRole('navigation', { name: /hauptnavigation/i });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/map', '/spots', '/addSpot']);
    expect(within(nav).getByRole('link', { name: 'Spots' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Spot erfassen' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('the map layout has no footer and keeps the header', () => {
    setCurrentRoute({ name: 'map', params: {}, path: '/map' });
    renderShell();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('the embed layout has neither header nor footer', () => {
    setCurrentRoute({ name: 'embed-spots-organisation', params: { organisation: 'zuerich' }, path: '/embed/spots/zuerich' });
    renderShell();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('the language switch links to this page in every language', () => {
    history.replaceState(null, '', '/spots?famed=true');
    setCurrentRoute({ name: 'spots', params: {}, path: '/spots' });
    renderShell();
    const switcher = screen.getByRole('navigation', { name: /sprache/i });
    const hrefs = within(switcher)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/spots?famed=true', '/fr/spots?famed=true', '/it/spots?famed=true', '/en/spots?famed=true']);
  });
});
