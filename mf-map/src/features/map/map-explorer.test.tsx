import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySpotFilters } from '@moveable/shared';
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

const shame = spotFixture({ id: 1, title: 'Gefährliche Kreuzung', famed: false });
const fame = spotFixture({ id: 2, title: 'Schöner Veloweg', famed: true, lat: 47.378, lng: 8.54, city: null });
const fixed = spotFixture({ id: 3, title: 'Neue Ampel', famed: false, fixed: true, lat: 47.376, lng: 8.543 });

function renderExplorer(view = zurich, onViewChange?: (view: MapView) => void) {
  return renderWithProviders(<MapExplorer initialView={view} filters={emptySpotFilters()} onViewChange={onViewChange} />);
}

function markerOf(container: HTMLElement, id: number): HTMLElement {
  const el = container.querySelector<HTMLElement>(`.map-marker[data-spot-id="${id}"]`);
  if (!el) throw new Error(`no marker for spot ${id}`);
  return el;
}

function clusterOf(container: HTMLElement, id: string): HTMLElement {
  const el = container.querySelector<HTMLElement>(`.map-cluster[data-cluster-id="${id}"]`);
  if (!el) throw new Error(`no cluster ${id}`);
  return el;
}

beforeAll(prepareMapTests);
afterEach(resetQueries);

describe('MapExplorer', () => {
  it('names the map and labels the zoom buttons in the page language', () => {
    renderExplorer();
    const map = screen.getByRole('region', { name: de.map.label });
    expect(map).toHaveProperty('tabIndex', 0);
    expect(map.getAttribute('aria-roledescription')).toBe(de.map.roleDescription);
    expect(screen.getByRole('button', { name: de.map.zoomIn })).toBeTruthy();
    expect(screen.getByRole('button', { name: de.map.zoomOut })).toBeTruthy();
  });

  it('lists the spots of the viewport and draws a marker for each', async () => {
    seedViewport(zurich, [shame, fame, fixed]);
    const { container } = renderExplorer();
    const list = await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (3)' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'Gefährliche Kreuzung – Shame, Zürich',
      'Schöner Veloweg – Fame',
      'Neue Ampel – Behoben, Zürich',
    ]);
    // zoom 14: pins in the spot's colours, hidden from screen readers (the list names them)
    expect(markerOf(container, 1).className).toContain('map-marker--pin map-marker--shame');
    expect(markerOf(container, 2).className).toContain('map-marker--fame');
    expect(markerOf(container, 3).className).toContain('map-marker--fixed');
    expect(markerOf(container, 1).getAttribute('aria-hidden')).toBe('true');
    expect(markerOf(container, 1).hasAttribute('tabindex')).toBe(false);
  });

  it('draws dots when zoomed out', async () => {
    const region: MapView = { center: zurich.center, zoom: 11 };
    seedViewport(region, [shame]);
    const { container } = renderExplorer(region);
    await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (1)' });
    expect(markerOf(container, 1).className).toContain('map-marker--dot');
  });

  it('draws clusters as circles with their counts, and lists them as buttons that name the place', async () => {
    const city = clusterFixture({ id: '14/1/1', count: 12, place: 'Zürich' });
    const big = clusterFixture({ id: '14/2/1', count: 1234, place: null, center: { lat: 47.37, lng: 8.53 } });
    seedViewport(zurich, [big, city, fame]);
    const { container } = renderExplorer();
    const list = await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (1247)' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1234 Spots hier', '12 Spots bei Zürich', 'Schöner Veloweg – Fame']);
    expect(clusterOf(container, '14/1/1').textContent).toBe('12');
    expect(clusterOf(container, '14/1/1').className).toContain('map-cluster--m');
    expect(clusterOf(container, '14/2/1').textContent).toBe('1.2k');
    expect(clusterOf(container, '14/2/1').className).toContain('map-cluster--xl');
    // a button named as in the list (issue 8: cluster markers are keyboard stops), the count's
    // text itself hidden from screen readers
    expect(clusterOf(container, '14/2/1').getAttribute('aria-hidden')).toBeNull();
    expect(clusterOf(container, '14/2/1').getAttribute('role')).toBe('button');
    expect(clusterOf(container, '14/2/1').getAttribute('aria-label')).toBe('1234 Spots hier');
    expect(clusterOf(container, '14/2/1').firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('zooms to a cluster when it is clicked on the map', async () => {
    const cluster = clusterFixture({ id: '14/1/1', count: 7, bounds: [8.538, 47.375, 8.542, 47.377], center: { lat: 47.376, lng: 8.54 } });
    seedViewport(zurich, [cluster, shame]);
    const views: MapView[] = [];
    const { container } = renderExplorer(zurich, (v) => views.push(v));
    await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (8)' });
    act(() => {
      fireEvent.click(clusterOf(container, '14/1/1'));
    });
    await waitFor(() => expect(views.at(-1)).toEqual(viewAfterZoomTo(zurich, cluster)));
    expect(views.at(-1)!.zoom).toBeGreaterThan(zurich.zoom);
  });

  it('zooms to a cluster chosen in the list, then moves focus to the first item of the new area', async () => {
    const cluster = clusterFixture({
      id: '14/1/1',
      count: 2,
      bounds: [8.539, 47.3755, 8.541, 47.3765],
      center: { lat: 47.376, lng: 8.54 },
      place: 'Zürich',
    });
    seedViewport(zurich, [cluster]);
    const closer = viewAfterZoomTo(zurich, cluster);
    const inside = [
      spotFixture({ id: 21, title: 'Erster', lat: 47.3758, lng: 8.5395 }),
      spotFixture({ id: 22, title: 'Zweiter', lat: 47.3762, lng: 8.5405 }),
    ];
    seedViewport(closer, inside);
    renderExplorer();
    const list = await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (2)' });
    const button = within(list).getByRole('button', { name: '2 Spots bei Zürich' });
    // Let the viewport settle (the map waits 300 ms after a move): the old answer then stays on
    // screen until the new one is there, and focus must wait for the new one.
    await new Promise((resolve) => setTimeout(resolve, 400));
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Erster – Shame, Zürich'), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement?.textContent).toBe('Erster – Shame, Zürich');
    expect(screen.getByRole('region', { name: 'Spots in diesem Ausschnitt (2)' })).toBeTruthy();
  });

  it('opens the card on marker activation, with the details from the API, and closes it with Escape', async () => {
    seedViewport(zurich, [shame, fame]);
    seedDetail(
      detailFixture(shame, {
        votes: 12,
        comments: 1,
        coverPhoto: { id: 5, url: '/api/photos/5', width: 900, height: 600, showsFix: false, srcset: null },
      }),
    );
    const { container } = renderExplorer();
    await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (2)' });
    act(() => {
      fireEvent.click(markerOf(container, 1));
    });
    const card = screen.getByRole('dialog', { name: 'Gefährliche Kreuzung' });
    // focus on the title: the dialog is announced
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Gefährliche Kreuzung' }));
    expect(within(card).getByText('Shame')).toBeTruthy();
    expect(within(card).getByText('Bahnhofstrasse 1, 8001 Zürich')).toBeTruthy();
    expect(within(card).getByText('12 Stimmen · 1 Kommentar')).toBeTruthy();
    expect(within(card).getByRole('link', { name: de.card.open }).getAttribute('href')).toBe('/spots/1');
    const photo = within(card).getByRole('img', { name: 'Foto zu «Gefährliche Kreuzung»' });
    expect(photo.getAttribute('src')).toMatch(/\/api\/photos\/5$/);
    expect(markerOf(container, 1).className).toContain('map-marker--selected');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: de.map.label }));
  });

  it('closes the card with its close button', async () => {
    seedViewport(zurich, [fame]);
    seedDetail(detailFixture(fame));
    const { container } = renderExplorer();
    await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (1)' });
    act(() => {
      fireEvent.click(markerOf(container, 2));
    });
    await userEvent.click(screen.getByRole('button', { name: de.card.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves through the list with the arrow keys, opens with Enter and returns focus on Escape', async () => {
    seedViewport(zurich, [shame, fame, fixed]);
    for (const spot of [shame, fame, fixed]) seedDetail(detailFixture(spot));
    const { container } = renderExplorer();
    const list = await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (3)' });
    const items = within(list).getAllByRole('button');
    // one tab stop for the whole list
    expect(items.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    act(() => items[0]!.focus());
    expect(markerOf(container, 1).className).toContain('map-marker--selected');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    expect(markerOf(container, 2).className).toContain('map-marker--selected');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(items[2]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Schöner Veloweg' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
  });

  it('highlights a cluster on the map while its list item has focus', async () => {
    const cluster = clusterFixture({ id: '14/1/1', count: 5 });
    seedViewport(zurich, [cluster]);
    const { container } = renderExplorer();
    const list = await screen.findByRole('region', { name: 'Spots in diesem Ausschnitt (5)' });
    act(() => within(list).getByRole('button').focus());
    expect(clusterOf(container, '14/1/1').className).toContain('map-cluster--selected');
  });

  it('says so when no spot matches', async () => {
    seedViewport(zurich, []);
    renderExplorer();
    expect(await screen.findByText(de.notice.none)).toBeTruthy();
  });
});
