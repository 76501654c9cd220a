import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseFilters } from '@moveable/shared';
import de from '../../i18n/de.json';
import { MapPage } from './map-page.tsx';
import { COUNTRY_VIEWS, type MapView } from './view-state.ts';
import { readStoredView, saveStoredView } from './view-storage.ts';
import { prepareMapTests, renderWithProviders, resetQueries, seedViewport, spotFixture } from '../../../test/map-test-utils.tsx';

const bern: MapView = { center: { lat: 46.948, lng: 7.447 }, zoom: 14 };
const spotInBern = spotFixture({ id: 77, title: 'Velostreifen Bundesplatz', famed: false, lat: 46.9467, lng: 7.4444, city: 'Bern' });

function visit(path: string) {
  history.replaceState(null, '', path);
}

beforeAll(prepareMapTests);
beforeEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
});
afterEach(() => {
  resetQueries();
  visit('/');
});

describe('MapPage', () => {
  it('opens a deep link at its view with its filters, and keeps both in the URL', async () => {
    visit('/map?center=46.948,7.447&zoom=14&famed=false');
    seedViewport(bern, [spotInBern], { filters: parseFilters(new URLSearchParams('famed=false')) });
    renderWithProviders(<MapPage />);
    expect(screen.getByRole('region', { name: de.map.label })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (1)' });
    expect(within(list).getByRole('button', { name: /Velostreifen Bundesplatz/ })).toBeTruthy();
    const params = new URLSearchParams(location.search);
    expect(params.get('center')).toBe('46.948,7.447');
    expect(params.get('zoom')).toBe('14');
    expect(params.get('famed')).toBe('false');
    expect(readStoredView('ch')).toEqual(bern);
  });

  it('opens at the remembered view when there is no deep link, and writes it to the URL', async () => {
    saveStoredView(bern, 'ch');
    visit('/map');
    seedViewport(bern, [spotInBern]);
    renderWithProviders(<MapPage />);
    await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (1)' });
    await waitFor(() => expect(new URLSearchParams(location.search).get('center')).toBe('46.948,7.447'));
  });

  it("opens at the country's default view otherwise", async () => {
    visit('/map');
    renderWithProviders(<MapPage />);
    const ch = COUNTRY_VIEWS.ch!;
    await waitFor(() => expect(new URLSearchParams(location.search).get('zoom')).toBe(String(ch.zoom)));
    expect(new URLSearchParams(location.search).get('center')).toBe(`${ch.center.lat},${ch.center.lng}`);
  });

  it('follows a view that arrives through the URL later (back, forward, a link on the page)', async () => {
    const zurich: MapView = { center: { lat: 47.3769, lng: 8.5417 }, zoom: 13 };
    const spotInZurich = spotFixture({ id: 78, title: 'Hardbrücke', lat: 47.385, lng: 8.517 });
    visit('/map?center=46.948,7.447&zoom=14');
    seedViewport(bern, [spotInBern]);
    seedViewport(zurich, [spotInZurich]);
    renderWithProviders(<MapPage />);
    await screen.findByRole('button', { name: /Velostreifen Bundesplatz/ });
    act(() => {
      history.pushState(null, '', '/map?center=47.3769,8.5417&zoom=13');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('button', { name: /Hardbrücke/ }, { timeout: 2000 })).toBeTruthy();
    expect(new URLSearchParams(location.search).get('center')).toBe('47.3769,8.5417');
  });

  it('keeps the shared filters in a sheet beside the map, behind a button that counts the active filters', async () => {
    visit('/map?famed=false&fixed=true');
    renderWithProviders(<MapPage />);
    const toggle = screen.getByRole('button', { name: 'Filter (2 aktiv)' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.closest('form.mv-filter-bar')).toBeTruthy();
    await userEvent.click(toggle);
    const panel = screen.getByRole('dialog', { name: 'Filter' });
    // inside the map's stage, not over the page: the rest of the map stays in view
    expect(panel.closest('.mv-map__stage')).toBeTruthy();
    act(() => panel.querySelector<HTMLInputElement>('input[type="radio"]')!.focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('changes the URL, and so the spots, when a filter changes', async () => {
    visit('/map?center=46.948,7.447&zoom=14');
    renderWithProviders(<MapPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const form = document.querySelector<HTMLFormElement>('form.mv-filter-bar')!;
    const shameOnly = within(form).getAllByRole('radio')[2]!;
    await userEvent.click(shameOnly);
    await waitFor(() => expect(new URLSearchParams(location.search).get('famed')).toBe('false'));
    expect(new URLSearchParams(location.search).get('center')).toBe('46.948,7.447');
  });
});

// Against the real, seeded API (tools/vitest-api-server.ts) when the test run has one.
describe.skipIf(!inject('apiUrl'))('MapPage with the API', () => {
  const heading = /^Spots in diesem Ausschnitt \((\d+)\)$/;
  const clusterLabel = /^(\d+) Spots? (bei .+|hier)$/;

  /** The list's items: clusters ("12 Spots bei Zürich") with their counts, and spots. */
  async function listed() {
    const list = await screen.findByRole('region', { name: /^Spots in diesem Ausschnitt \([1-9]\d*\)$/ }, { timeout: 10_000 });
    const total = Number(heading.exec(within(list).getByRole('heading').textContent!)![1]);
    const labels = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent!);
    const clusters = labels.flatMap((label) => {
      const m = clusterLabel.exec(label);
      return m ? [Number(m[1])] : [];
    });
    const spots = labels.filter((label) => !clusterLabel.test(label));
    return { total, labels, clusters, spots };
  }

  it('loads the clusters and spots of a viewport in Zürich', async () => {
    visit('/map?center=47.3769,8.5417&zoom=13');
    renderWithProviders(<MapPage />);
    const { total, labels, clusters, spots } = await listed();
    expect(labels.length).toBeGreaterThan(0);
    expect(clusters.reduce((a, b) => a + b, 0) + spots.length).toBe(total);
  });

  it('shows single spots when zoomed in, with the filters of the URL', async () => {
    visit('/map?center=47.3769,8.5417&zoom=16&famed=true');
    renderWithProviders(<MapPage />);
    const { clusters, spots } = await listed();
    expect(clusters).toEqual([]);
    const kinds = spots.map((label) => label.split(' – ')[1]!.split(',')[0]);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set([de.kind.fame]));
  });

  it("shows the whole country as clusters, nothing left out: their counts add up to the area's spots", async () => {
    visit('/map');
    renderWithProviders(<MapPage />);
    const { total, clusters, spots } = await listed();
    expect(clusters.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(500);
    expect(clusters.reduce((a, b) => a + b, 0) + spots.length).toBe(total);
    expect(screen.queryAllByRole('status').map((s) => s.textContent)).toEqual(['', '']); // no notice, no location message
  });
});
