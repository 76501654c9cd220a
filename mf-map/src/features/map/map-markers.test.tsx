// The markers as issue 8 wants them: clusters that never cover each other, spots at one place as a
// stack with a list, clusters and stacks as keyboard buttons, and a plain basemap with a message
// when the tiles cannot be loaded.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure, emptySpotFilters } from '@moveable/shared';
import de from '../../i18n/de.json';
import { MapExplorer } from './map-explorer.tsx';
import type { MapView } from './view-state.ts';
import {
  clusterFixture,
  detailFixture,
  prepareMapTests,
  renderWithProviders,
  resetQueries,
  seedDetail,
  seedViewport,
  spotFixture,
  viewAfterZoomTo,
} from '../../../test/map-test-utils.tsx';

const zurich: MapView = { center: { lat: 47.3769, lng: 8.5417 }, zoom: 14 };

function renderExplorer(view = zurich, onViewChange?: (view: MapView) => void) {
  return renderWithProviders(<MapExplorer initialView={view} filters={emptySpotFilters()} onViewChange={onViewChange} />);
}

const listOf = (count: number) => screen.findByRole('region', { name: `Spots in diesem Ausschnitt (${count})` });
const labels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.textContent);
const markerPane = (container: HTMLElement) => container.querySelector<HTMLElement>('.leaflet-marker-pane')!;
/** The map's live region: what it says about the area and the tiles. */
const notice = (container: HTMLElement) => container.querySelector('.mv-map__notice-region[role="status"]')!.textContent;
/** Lets the viewport settle: the map waits 300 ms after a move before it asks for the new area. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

beforeAll(prepareMapTests);
afterEach(resetQueries);

describe('clusters that would overlap', () => {
  it('are drawn and listed as one, their counts added up', async () => {
    // 0.0005° of longitude is about 6 px at zoom 14: the two circles would cover each other.
    const big = clusterFixture({ id: '14/1/1', count: 77, place: 'Zürich' });
    const small = clusterFixture({ id: '14/2/1', count: 3, place: 'Zürich', center: { lat: 47.3769, lng: 8.5422 } });
    seedViewport(zurich, [big, small]);
    const { container } = renderExplorer();
    const list = await listOf(80);
    expect(labels(list)).toEqual(['80 Spots bei Zürich']);
    const circles = markerPane(container).querySelectorAll('.map-cluster');
    expect(circles).toHaveLength(1);
    expect(circles[0]!.textContent).toBe('80');
    expect(circles[0]!.getAttribute('data-cluster-id')).toBe('14/1/1');
  });
});

describe('cluster markers with the keyboard', () => {
  const north = clusterFixture({
    id: '14/1/1',
    count: 12,
    place: 'Oerlikon',
    center: { lat: 47.381, lng: 8.54 },
    bounds: [8.538, 47.38, 8.542, 47.382],
  });
  const south = clusterFixture({
    id: '14/1/2',
    count: 5,
    place: 'Enge',
    center: { lat: 47.372, lng: 8.538 },
    bounds: [8.537, 47.371, 8.539, 47.373],
  });

  it('are tab stops after the map, top to bottom, named like their list items', async () => {
    seedViewport(zurich, [south, north]);
    const { container } = renderExplorer();
    await listOf(17);
    const map = screen.getByRole('region', { name: de.map.label });
    act(() => map.focus());
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('12 Spots bei Oerlikon');
    expect(markerPane(container).contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('5 Spots bei Enge');
    expect(document.activeElement?.getAttribute('role')).toBe('button');
  });

  it('zoom in to the cluster on Space or Enter, then move focus to the first marker of the new area', async () => {
    seedViewport(zurich, [south, north]);
    const closer = viewAfterZoomTo(zurich, south);
    const inside = clusterFixture({ id: '16/9/9', count: 4, place: 'Enge', center: south.center, bounds: south.bounds });
    seedViewport(closer, [inside, spotFixture({ id: 41, lat: 47.3715, lng: 8.5375 })]);
    const views: MapView[] = [];
    const { container } = renderExplorer(zurich, (v) => views.push(v));
    await listOf(17);
    await settle();
    const marker = markerPane(container).querySelector<HTMLElement>('[data-cluster-id="14/1/2"]')!;
    act(() => marker.focus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(views.at(-1)).toEqual(closer));
    expect(closer.zoom).toBeGreaterThan(zurich.zoom);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('4 Spots bei Enge'), { timeout: 2000 });

    // and Enter does the same
    const views2 = views.length;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(views.length).toBeGreaterThan(views2));
    expect(views.at(-1)!.zoom).toBeGreaterThan(closer.zoom);
  });
});

describe('spots at one place', () => {
  const here = { lat: 47.37265, lng: 8.53874, city: 'Zürich' };
  const stacked = [31, 32, 33].map((id) => spotFixture({ id, title: `Am Bahnhof ${id}`, ...here }));
  const apart = spotFixture({ id: 34, title: 'Weiter weg', lat: 47.3735, lng: 8.5395 });
  const close: MapView = { center: { lat: here.lat, lng: here.lng }, zoom: 18 };

  it('are one marker and one list item that list them, newest first; a spot chosen there opens its card', async () => {
    seedViewport(close, [...stacked, apart]);
    for (const spot of stacked) seedDetail(detailFixture(spot));
    const { container } = renderExplorer(close);
    const list = await listOf(4);
    expect(labels(list)).toEqual(['3 Spots am selben Ort bei Zürich', 'Weiter weg – Shame, Zürich']);
    const marker = markerPane(container).querySelector<HTMLElement>('[data-stack-id="31"]')!;
    expect(marker.getAttribute('aria-label')).toBe('3 Spots am selben Ort bei Zürich');
    expect(marker.className).toContain('map-cluster--stack');
    expect(marker.textContent).toBe('3');

    act(() => {
      fireEvent.click(marker);
    });
    const panel = screen.getByRole('dialog', { name: '3 Spots am selben Ort bei Zürich' });
    expect(document.activeElement).toBe(within(panel).getByRole('heading'));
    const spots = within(panel).getAllByRole('button', { name: /Am Bahnhof/ });
    expect(spots.map((b) => b.textContent)).toEqual([
      'Am Bahnhof 33 – Shame, Zürich',
      'Am Bahnhof 32 – Shame, Zürich',
      'Am Bahnhof 31 – Shame, Zürich',
    ]);
    expect(spots.map((b) => b.tabIndex)).toEqual([0, -1, -1]);

    act(() => spots[0]!.focus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Am Bahnhof 32' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '3 Spots am selben Ort bei Zürich' })).toBeNull(); // hidden under the card

    // Escape: back to the stack's list, on the spot that was open; again: back to the marker
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Am Bahnhof 32' })).toBeNull();
    expect(document.activeElement).toBe(spots[1]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(marker);
  });

  it('open from the keyboard too: Enter on the marker, or on the list item', async () => {
    seedViewport(close, [...stacked, apart]);
    const { container } = renderExplorer(close);
    const list = await listOf(4);
    const marker = markerPane(container).querySelector<HTMLElement>('[data-stack-id="31"]')!;
    expect(marker.tabIndex).toBe(0);
    act(() => marker.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: '3 Spots am selben Ort bei Zürich' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: de.card.close }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const item = within(list).getByRole('button', { name: '3 Spots am selben Ort bei Zürich' });
    act(() => item.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: '3 Spots am selben Ort bei Zürich' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(item);
  });
});

describe('tiles that cannot be loaded', () => {
  afterEach(() => configure({ tileUrl: '' }));

  it('are announced, and the spots are drawn on a plain basemap; a tile that loads again ends it', async () => {
    configure({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    seedViewport(zurich, [spotFixture({ id: 51 })]);
    const { container } = renderExplorer();
    await listOf(1);
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(notice(container)).toBe('');

    act(() => tiles.forEach((tile) => tile.dispatchEvent(new Event('error'))));
    await waitFor(() => expect(notice(container)).toBe(de.notice.tilesOffline));
    expect(container.querySelector('.mv-map__plain-basemap')).toBeTruthy();
    expect(container.querySelector('.mv-map__stage--offline')).toBeTruthy();
    expect(container.querySelector('[data-spot-id="51"]')).toBeTruthy();

    act(() => {
      tiles[0]!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(notice(container)).toBe(''));
    expect(container.querySelector('.mv-map__plain-basemap')).toBeNull();
  });

  it('are nothing to say about when some of them load', async () => {
    configure({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    seedViewport(zurich, [spotFixture({ id: 52 })]);
    const { container } = renderExplorer();
    await listOf(1);
    const [first, ...rest] = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    act(() => {
      first!.dispatchEvent(new Event('load'));
      rest.forEach((tile) => tile.dispatchEvent(new Event('error')));
    });
    await settle();
    expect(notice(container)).toBe('');
    expect(container.querySelector('.mv-map__plain-basemap')).toBeNull();
  });
});
