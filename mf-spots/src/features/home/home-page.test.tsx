// The home page through the app's route, against the real API with the seeded demo data.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryView, getPageContext, readPreferences, setPageContext, type Platform } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';
import { boxView } from './region-view.ts';

const TIMEOUT = { timeout: 10_000 };

// Counts how often the map kit (and Leaflet with it) is loaded: the real module, loaded lazily.
const mapKit = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@moveable/shared/map', async (importOriginal) => {
  mapKit.loads++;
  return importOriginal();
});
const context = getPageContext();

afterEach(() => {
  setPageContext(context);
  vi.unstubAllGlobals();
  resetBrowser();
});

/** An IntersectionObserver the test drives: `scrollIntoView()` says the observed elements came near. */
function fakeIntersectionObserver() {
  const observed: { el: Element; options?: IntersectionObserverInit; callback: IntersectionObserverCallback }[] = [];
  class FakeObserver {
    constructor(
      private callback: IntersectionObserverCallback,
      private options?: IntersectionObserverInit,
    ) {}
    observe(el: Element) {
      observed.push({ el, options: this.options, callback: this.callback });
    }
    disconnect() {
      observed.splice(0, observed.length, ...observed.filter((o) => o.callback !== this.callback));
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    scrollIntoView() {
      for (const { el, callback } of [...observed])
        callback([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

const PURPOSE: Record<Platform, RegExp> = {
  bikeable: /^Zeig, wo Radfahren gut funktioniert/,
  walkable: /^Zeig, wo Zufußgehen Freude macht/,
  accessable: /^Zeig, welche Orte für alle zugänglich sind/,
};

describe('home (/)', () => {
  it.each(Object.keys(PURPOSE) as Platform[])('%s: one h1 says what the platform is for', (platform) => {
    setPageContext({ platform });
    renderAt('/');
    const [h1, ...more] = screen.getAllByRole('heading', { level: 1 });
    expect(more).toEqual([]);
    expect(h1!.textContent).toMatch(PURPOSE[platform]);
  });

  it('speaks the page language', () => {
    setPageContext({ platform: 'walkable', locale: 'fr' });
    renderAt('/fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Montrez où il fait bon marcher/);
    expect(screen.getByRole('link', { name: 'Ajouter un spot' })).toBeTruthy();
  });

  it('calls to add a spot: signed out too, the link goes to /addSpot (which explains signing in)', () => {
    renderAt('/');
    const cta = screen.getByRole('link', { name: 'Spot erfassen' });
    expect(cta.getAttribute('href')).toBe('/addSpot');
    // the call comes right after the h1, before any section
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cta.compareDocumentPosition(screen.getAllByRole('heading', { level: 2 })[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has sections under h2s: newest with a photo (8, "see all"), the map, the most supported (4)', async () => {
    renderAt('/');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Neueste Spots mit Foto',
      'Auf der Karte',
      'Meiste Stimmen',
    ]);
    const newest = screen.getByRole('region', { name: 'Neueste Spots mit Foto' });
    const top = screen.getByRole('region', { name: 'Meiste Stimmen' });
    await waitFor(() => expect(within(newest).getAllByRole('article')).toHaveLength(8), TIMEOUT);
    await waitFor(() => expect(within(top).getAllByRole('article')).toHaveLength(4), TIMEOUT);
    // cards' titles are h3s under the section's h2, one link each
    for (const article of within(newest).getAllByRole('article')) {
      expect(within(article).getAllByRole('link')).toHaveLength(1);
      expect(within(article).getByRole('heading', { level: 3 })).toBeTruthy();
    }
    expect(within(newest).getByRole('link', { name: 'Alle Spots ansehen' }).getAttribute('href')).toBe('/spots');
    expect(screen.queryByText('Spots', { selector: 'h1' })).toBeNull();
  });

  it('renders no news and no place for them: mf-news is mounted after the page by the shell', () => {
    const { container } = renderAt('/');
    expect(container.querySelector('[data-slot]')).toBeNull();
    expect(screen.queryByRole('heading', { name: /News/ })).toBeNull();
  });

  it('the map of the country: no Leaflet until the map comes near the viewport, then a still map of that view', async () => {
    const io = fakeIntersectionObserver();
    renderAt('/');
    const section = screen.getByRole('region', { name: 'Auf der Karte' });
    const { center, zoom } = countryView('ch');
    expect(within(section).getByRole('link', { name: 'Karte öffnen' }).getAttribute('href')).toBe(
      `/map?center=${center.lat},${center.lng}&zoom=${zoom}`,
    );
    expect(within(section).getByText('Land: Schweiz')).toBeTruthy();
    // while the spots above load, the map sits high up and would seem near: not watched yet
    const canvas = section.querySelector('.mv-home-map__canvas')!;
    expect(io.observed.map((o) => o.el)).not.toContain(canvas);
    // the spots arrive, the page settles: watched, still no map
    await waitFor(() => expect(screen.getAllByRole('article').length).toBe(12), TIMEOUT);
    await waitFor(() => expect(io.observed.map((o) => o.el)).toContain(canvas));
    expect(io.observed.find((o) => o.el === canvas)?.options?.rootMargin).toBe('200px');
    expect(document.querySelector('.leaflet-container')).toBeNull();
    expect(mapKit.loads).toBe(0);

    io.scrollIntoView();
    await waitFor(() => expect(canvas.classList.contains('leaflet-container')).toBe(true), TIMEOUT);
    expect(mapKit.loads).toBe(1);
    // nothing to drag, zoom or tab into; the spots listed above and below are dots on it
    expect(canvas.getAttribute('tabindex')).toBeNull();
    expect(canvas.querySelector('.leaflet-control-zoom')).toBeNull();
    await waitFor(() => expect(canvas.querySelectorAll('path').length).toBeGreaterThan(0), TIMEOUT);
  });

  it('the map of the chosen region (selectionRegion cookie): its box, in the caption and the link', async () => {
    const regions = await testApi().get('/regions');
    const region = regions.items.find((r) => r.slug === 'zuerich') ?? regions.items[0]!;
    document.cookie = `selectionRegion=${region.id}; Path=/`;
    renderAt('/');
    const section = screen.getByRole('region', { name: 'Auf der Karte' });
    expect(await within(section).findByText(`Region: ${region.name}`, {}, TIMEOUT)).toBeTruthy();
    const { center, zoom } = boxView(region.bbox);
    expect(within(section).getByRole('link', { name: 'Karte öffnen' }).getAttribute('href')).toBe(
      `/map?center=${center.lat},${center.lng}&zoom=${zoom}`,
    );
  });

  it('switches the region on the home: sections and map follow, and the list and the map remember it', async () => {
    const user = userEvent.setup();
    const regions = await testApi().get('/regions');
    const region = regions.items.find((r) => r.slug === 'zuerich') ?? regions.items[0]!;
    renderAt('/');
    const form = await screen.findByRole('form', { name: 'Gebiet' }, TIMEOUT);
    const select = within(form).getByRole('combobox', { name: 'Gebiet' });
    expect(select).toHaveProperty('value', '');
    await within(select).findByRole('option', { name: region.name }, TIMEOUT);
    await user.selectOptions(select, String(region.id));
    const section = screen.getByRole('region', { name: 'Auf der Karte' });
    expect(await within(section).findByText(`Region: ${region.name}`, {}, TIMEOUT)).toBeTruthy();
    expect(readPreferences(document.cookie).selectionRegion).toBe(region.id);
    await user.selectOptions(select, '');
    expect(await within(section).findByText(/^Land: /, {}, TIMEOUT)).toBeTruthy();
    expect(readPreferences(document.cookie).selectionRegion).toBe(0);
  });
});
