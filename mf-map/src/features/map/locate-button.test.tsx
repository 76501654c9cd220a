import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySpotFilters, locate } from '@moveable/shared';
import de from '../../i18n/de.json';
import { MapExplorer } from './map-explorer.tsx';
import type { MapView } from './view-state.ts';
import { prepareMapTests, renderWithProviders, resetQueries } from '../../../test/map-test-utils.tsx';
import { zoomForAccuracy } from '../common/zoom-for-accuracy.ts';

// jsdom has no position source: the browser's Geolocation is the edge we stand in for, with its
// real callback protocol (success with coords, or an error with code 1, 2 or 3).
function geolocation(answer: { lat: number; lng: number; accuracy: number } | { code: number }): Geolocation {
  return {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      setTimeout(() => {
        if ('code' in answer)
          fail?.({ code: answer.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
        else ok({ coords: { latitude: answer.lat, longitude: answer.lng, accuracy: answer.accuracy }, timestamp: Date.now() } as GeolocationPosition);
      }, 5);
    },
    watchPosition: () => 0,
    clearWatch: () => {},
  } as unknown as Geolocation;
}

function useGeolocation(value: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
}

const bern: MapView = { center: { lat: 46.948, lng: 7.4474 }, zoom: 9 };

beforeAll(prepareMapTests);
afterEach(() => {
  resetQueries();
  useGeolocation(undefined);
});

describe('locate', () => {
  it('answers the position, or why there is none', async () => {
    expect(await locate(geolocation({ lat: 47.1, lng: 8.2, accuracy: 12 }))).toEqual({ ok: true, position: { lat: 47.1, lng: 8.2, accuracy: 12 } });
    expect(await locate(geolocation({ code: 1 }))).toEqual({ ok: false, reason: 'denied' });
    expect(await locate(geolocation({ code: 2 }))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await locate(geolocation({ code: 3 }))).toEqual({ ok: false, reason: 'timeout' });
    expect(await locate(undefined)).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('zooms closer for a precise position, never out', () => {
    expect(zoomForAccuracy(20, 9)).toBe(17);
    expect(zoomForAccuracy(300, 9)).toBe(15);
    expect(zoomForAccuracy(5000, 9)).toBe(13);
    expect(zoomForAccuracy(20, 18)).toBe(18);
  });
});

describe('the "My location" button', () => {
  it('centres the map on the position and says so', async () => {
    useGeolocation(geolocation({ lat: 47.3769, lng: 8.5417, accuracy: 15 }));
    const onViewChange = vi.fn();
    renderWithProviders(<MapExplorer initialView={bern} filters={emptySpotFilters()} onViewChange={onViewChange} />);
    await userEvent.click(screen.getByRole('button', { name: de.locate.button }));
    expect(await screen.findByText(de.locate.found)).toBeTruthy();
    await waitFor(() => {
      const view = onViewChange.mock.lastCall?.[0] as MapView;
      expect(view.zoom).toBe(17);
      expect(view.center.lat).toBeCloseTo(47.3769, 3);
      expect(view.center.lng).toBeCloseTo(8.5417, 3);
    });
  });

  it('explains a refusal and leaves the map where it was', async () => {
    useGeolocation(geolocation({ code: 1 }));
    const onViewChange = vi.fn();
    renderWithProviders(<MapExplorer initialView={bern} filters={emptySpotFilters()} onViewChange={onViewChange} />);
    const calls = onViewChange.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: de.locate.button }));
    const status = await screen.findByText(de.locate.denied);
    expect(status.getAttribute('role')).toBe('status');
    expect(onViewChange.mock.calls.slice(calls).every(([v]) => (v as MapView).zoom === 9)).toBe(true);
  });
});
