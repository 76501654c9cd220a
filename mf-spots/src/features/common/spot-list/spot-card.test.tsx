import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Providers, config, type SpotSummary } from '@moveable/shared';
import { CARD_SIZES, SpotCard } from './spot-card.tsx';
import { registerAllTranslations } from '../../../i18n/index.ts';
import { resetBrowser } from '../../../../test/render-route.tsx';

registerAllTranslations(); // every part of the texts: a test renders any page
afterEach(resetBrowser);

const base: SpotSummary = {
  id: 42,
  legacyId: null,
  platform: 'bikeable',
  country: 'ch',
  title: 'Velostreifen endet im Nichts',
  famed: false,
  fixed: false,
  archived: false,
  hasOfficialAnswer: false,
  location: { lat: 47.37, lng: 8.54 },
  address: { street: 'Limmatquai 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
  categoryIds: [1],
  regionIds: [1],
  coverPhoto: { id: 7, url: '/api/photos/7', width: 900, height: 600, showsFix: false, srcset: null },
  votes: 1,
  comments: 3,
  createdAt: '2024-03-05T10:00:00Z',
  updatedAt: '2024-03-05T10:00:00Z',
};

const badges = () =>
  within(screen.getByRole('list', { name: 'Status' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('SpotCard', () => {
  it.each<[string, Partial<SpotSummary>, string[]]>([
    ['shame', {}, ['Shame']],
    ['fame', { famed: true }, ['Fame']],
    ['fixed shame', { fixed: true }, ['Shame', 'Behoben']],
    ['archived fame', { famed: true, archived: true }, ['Fame', 'Archiviert']],
    ['answered', { hasOfficialAnswer: true, fixed: true }, ['Shame', 'Behoben', 'Offizielle Antwort']],
  ])('%s: badges say it in words', (_, patch, expected) => {
    render(<SpotCard spot={{ ...base, ...patch }} />, { wrapper: Providers });
    expect(badges()).toEqual(expected);
    // every badge has an icon beside its word; the icon is hidden from screen readers
    for (const item of screen.getByRole('list', { name: 'Status' }).querySelectorAll('li')) {
      expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('links the title to the spot and describes the cover photo', () => {
    render(<SpotCard spot={base} headingLevel={2} />, { wrapper: Providers });
    const link = screen.getByRole('link', { name: base.title });
    expect(link.getAttribute('href')).toBe('/spots/42');
    expect(screen.getByRole('heading', { level: 2, name: base.title })).toBeTruthy();
    const img = screen.getByRole('img', { name: `Foto zum Spot «${base.title}»` });
    // photo URLs are resolved against our site, so they also load inside embeds
    expect(img.getAttribute('src')).toBe(new URL('/api/photos/7', config.siteUrl).href);
    expect(screen.getByText('8001 Zürich')).toBeTruthy();
    expect(screen.getByText('1 Stimme')).toBeTruthy();
    expect(screen.getByText('3 Kommentare')).toBeTruthy();
    expect(screen.getByText('Erfasst am 05.03.2024')).toBeTruthy();
  });

  it('shows no image without a cover photo (nothing to describe)', () => {
    render(<SpotCard spot={{ ...base, coverPhoto: null }} />, { wrapper: Providers });
    expect(screen.queryByRole('img')).toBeNull();
    // but an empty box of the cover's size, so it lines up with its neighbours
    expect(document.querySelector('.ms-card__cover--empty')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is a shared card: one link, the cover cropped by the card and chosen from the srcset by the card width', () => {
    const srcset = '/api/photos/7?size=small 480w, /api/photos/7?size=large 1600w';
    const portrait = { ...base.coverPhoto!, width: 600, height: 900, srcset };
    render(<SpotCard spot={{ ...base, famed: true, coverPhoto: portrait }} />, { wrapper: Providers });
    const card = screen.getByRole('article');
    expect([...card.classList]).toEqual(expect.arrayContaining(['ms-card', 'ms-card--link', 'mv-spot-card', 'mv-spot-card--fame']));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const img = screen.getByRole('img');
    expect(img.className).toBe('ms-card__cover');
    expect(img.getAttribute('sizes')).toBe(CARD_SIZES);
    expect(img.getAttribute('srcset')).toBe(
      `${new URL('/api/photos/7?size=small', config.siteUrl).href} 480w, ${new URL('/api/photos/7?size=large', config.siteUrl).href} 1600w`,
    );
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it("a first card on the screen loads its cover at once and early (often the page's largest paint)", () => {
    render(<SpotCard spot={base} priority />, { wrapper: Providers });
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
