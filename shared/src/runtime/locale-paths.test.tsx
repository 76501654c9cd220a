// Locales bound to domains (spec §2) in the page: the routing comes from the server's meta tag;
// paths, links and the page's language follow it, and a language on another host is left to
// the browser to load.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { config, configure, readConfig } from './config.ts';
import { localizePath, splitLocalePath } from './locale-paths.ts';
import { detectPageContext } from './page-context.ts';
import { Link } from './link.tsx';
import { href } from './router.ts';

const FRENCH_HOST = { defaultLocale: 'fr' as const, domains: { de: 'https://bikeable.ch' }, bound: true };
const saved = { ...config };
afterEach(() => {
  cleanup();
  configure(saved);
  document.head.querySelectorAll('meta[name="moveable-locale-routing"]').forEach((m) => m.remove());
  history.replaceState(null, '', '/');
});

describe('the page on a host bound to fr', () => {
  it('reads its routing from the meta tag; without one, de is unprefixed', () => {
    expect(readConfig().localeRouting).toEqual({ defaultLocale: 'de', domains: {}, bound: false });
    const meta = document.createElement('meta');
    meta.name = 'moveable-locale-routing';
    meta.content = JSON.stringify(FRENCH_HOST);
    document.head.append(meta);
    expect(readConfig().localeRouting).toEqual(FRENCH_HOST);
  });

  it('is French without a prefix; other languages are prefixed or on their host', () => {
    configure({ localeRouting: FRENCH_HOST });
    expect(splitLocalePath('/spots/3')).toEqual({ locale: 'fr', path: '/spots/3', prefixed: false });
    expect(splitLocalePath('/en/spots/3')).toEqual({ locale: 'en', path: '/spots/3', prefixed: true });
    expect(localizePath('/spots', 'de')).toBe('https://bikeable.ch/spots');
    history.replaceState(null, '', '/spots');
    expect(detectPageContext(new URL(location.href), '').locale).toBe('fr');
    expect(href('/map')).toBe('/map');
  });

  it('links stay unprefixed in the host language', () => {
    configure({ localeRouting: FRENCH_HOST });
    history.replaceState(null, '', '/spots');
    render(<Link to="/map">Carte</Link>);
    expect(screen.getByRole('link', { name: 'Carte' }).getAttribute('href')).toBe('/map');
  });
});
