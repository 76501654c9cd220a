// Spec §8 in the page: navigate() and Link refuse external addresses unless marked external and
// dangerous schemes always; a refused navigation does nothing but warn.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { navigate } from './router.ts';
import { Link } from './link.tsx';
import { EmbeddedProvider } from './context-hooks.tsx';
import { config, configure } from './config.ts';

let warn: MockInstance<typeof console.warn>;
const saved = { ...config };
beforeEach(() => {
  history.replaceState(null, '', '/spots?famed=true');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  warn.mockRestore();
  configure(saved);
  history.replaceState(null, '', '/');
});

const here = () => `${location.pathname}${location.search}${location.hash}`;

describe('navigate()', () => {
  it('goes to a path of the site without reloading', () => {
    const before = history.length;
    navigate('/map');
    expect(here()).toBe('/map');
    expect(history.length).toBe(before + 1);
    navigate('/news', { replace: true });
    expect(here()).toBe('/news');
    expect(history.length).toBe(before + 1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses %j, marked external or not, and says so',
    (to) => {
      const before = history.length;
      for (const options of [{}, { external: true }, { replace: true, external: true }]) navigate(to, options);
      expect(here()).toBe('/spots?famed=true');
      expect(history.length).toBe(before);
      expect(warn).toHaveBeenCalledTimes(3);
      expect(String(warn.mock.calls[0]![0])).toMatch(/navigation refused \(protocol\)/);
    },
  );

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example'])('refuses %j when not marked external', (to) => {
    navigate(to);
    navigate(to, { replace: true });
    expect(here()).toBe('/spots?famed=true');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toMatch(/navigation refused \(external\)/);
  });

  it('a prefixed path stays as written, on the site (no prefix is taken off)', () => {
    navigate('/fr//evil.example/x');
    expect(location.origin).toBe(new URL(document.baseURI).origin);
    expect(here()).toBe('/fr//evil.example/x');
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets the browser load an address marked external (no warning, nothing pushed onto our history)', () => {
    const before = history.length;
    navigate('https://www.stadt-zuerich.ch/velo', { external: true });
    expect(warn).not.toHaveBeenCalled();
    expect(history.length).toBe(before);
  });
});

describe('Link', () => {
  it('a path of the site: a real href, and a click that navigates without reloading', () => {
    render(<Link to="/map">Karte</Link>);
    const link = screen.getByRole('link', { name: 'Karte' });
    expect(link.getAttribute('href')).toBe('/map');
    const followedByBrowser = fireEvent.click(link);
    expect(followedByBrowser).toBe(false);
    expect(here()).toBe('/map');
  });

  it('a dangerous address: no href at all (so nothing to click or open), one warning', () => {
    render(
      <>
        <Link to="javascript:alert(1)">eins</Link>
        <Link to={'  jAvA\tScRiPt:alert(1)'} external>
          zwei
        </Link>
        <Link to="data:text/html,<script>alert(1)</script>">drei</Link>
      </>,
    );
    for (const name of ['eins', 'zwei', 'drei']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      const anchor = screen.getByText(name);
      expect(anchor.tagName).toBe('A');
      expect(anchor.hasAttribute('href')).toBe(false);
      fireEvent.click(anchor);
    }
    expect(here()).toBe('/spots?famed=true');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('an external address not marked external is refused the same way', () => {
    render(<Link to="https://evil.example/login">Anmelden</Link>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Anmelden').hasAttribute('href')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a link written in French whose German form would leave the site is refused on a German page', () => {
    render(<Link to="/fr//evil.example/login">Anmelden</Link>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('marked external: a plain anchor the browser follows itself', () => {
    render(
      <Link to="https://www.stadt-zuerich.ch/velo" external>
        Stadt Zürich
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Stadt Zürich' });
    expect(link.getAttribute('href')).toBe('https://www.stadt-zuerich.ch/velo');
    const followedByBrowser = fireEvent.click(link);
    expect(followedByBrowser).toBe(true);
    expect(here()).toBe('/spots?famed=true');
    expect(warn).not.toHaveBeenCalled();
  });

  it('inside a partner’s page: links lead to our site; other origins are refused there too', () => {
    configure({ siteUrl: 'https://bikeable.ch' });
    render(
      <EmbeddedProvider>
        <Link to="/spots/3">Spot</Link>
        <Link to="https://evil.example/">Böse</Link>
      </EmbeddedProvider>,
    );
    expect(screen.getByRole('link', { name: 'Spot' }).getAttribute('href')).toBe('https://bikeable.ch/spots/3');
    expect(screen.getByText('Böse').hasAttribute('href')).toBe(false);
  });
});
