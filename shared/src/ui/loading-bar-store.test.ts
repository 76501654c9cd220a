import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_TIMING, createLoadingBarStore, estimatedProgress, type LoadingBarStore } from './loading-bar-store';

let store: LoadingBarStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = createLoadingBarStore();
});
afterEach(() => {
  vi.useRealTimers();
});

const snapshot = () => store.getSnapshot();

describe('loading bar store', () => {
  it('uses the §9 timing', () => {
    expect(LOADING_BAR_TIMING).toMatchObject({ throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400 });
  });

  it('does not show loads shorter than the throttle', () => {
    store.start();
    vi.advanceTimersByTime(199);
    expect(snapshot()).toMatchObject({ loading: true, visible: false });
    store.finish();
    vi.advanceTimersByTime(5000);
    expect(snapshot()).toEqual({ loading: false, visible: false, progress: 0, error: false });
  });

  it('shows after the throttle, grows along the curve, never reaching 100 by itself', () => {
    store.start();
    vi.advanceTimersByTime(200);
    expect(snapshot()).toMatchObject({ visible: true, progress: 0 });
    vi.advanceTimersByTime(2000);
    expect(snapshot().progress).toBeCloseTo(estimatedProgress(2000, 2000), 5);
    expect(snapshot().progress).toBeGreaterThan(65);
    vi.advanceTimersByTime(600_000);
    expect(snapshot().progress).toBeLessThanOrEqual(99);
  });

  it('fills, hides after 500 ms, resets 400 ms later', () => {
    store.start();
    vi.advanceTimersByTime(1000);
    store.finish();
    expect(snapshot()).toMatchObject({ loading: false, visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(snapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(snapshot()).toMatchObject({ visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(snapshot().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(snapshot()).toEqual({ loading: false, visible: false, progress: 0, error: false });
  });

  it('turns to the error colour on error and then finishes', () => {
    store.start();
    vi.advanceTimersByTime(300);
    store.error();
    expect(snapshot()).toMatchObject({ error: true, progress: 100, visible: true, loading: false });
    vi.advanceTimersByTime(500);
    expect(snapshot()).toMatchObject({ error: true, visible: false });
    vi.advanceTimersByTime(400);
    expect(snapshot().error).toBe(false);
  });

  it('colours a bar that is still shown when an app error follows the load', () => {
    store.start();
    vi.advanceTimersByTime(300);
    store.finish();
    vi.advanceTimersByTime(100);
    store.error();
    expect(snapshot()).toMatchObject({ error: true, visible: true });
  });

  it('shows nothing for an error within the throttle', () => {
    store.start();
    store.error();
    vi.advanceTimersByTime(1000);
    expect(snapshot()).toEqual({ loading: false, visible: false, progress: 0, error: false });
  });

  it('ignores a second start while loading and a finish while idle', () => {
    store.start();
    vi.advanceTimersByTime(1000);
    const before = snapshot().progress;
    store.start();
    expect(snapshot().progress).toBe(before);
    const idle = createLoadingBarStore();
    idle.finish();
    idle.error();
    expect(idle.getSnapshot()).toEqual({ loading: false, visible: false, progress: 0, error: false });
  });

  it('restarts at once, without the throttle, while the last bar is still visible', () => {
    store.start();
    vi.advanceTimersByTime(300);
    store.error();
    store.start();
    expect(snapshot()).toMatchObject({ loading: true, visible: true, progress: 0, error: false });
    vi.advanceTimersByTime(5000); // the old hide timer must not hide the new load
    expect(snapshot()).toMatchObject({ loading: true, visible: true });
  });

  it('notifies subscribers with a new snapshot and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = snapshot();
    store.start();
    expect(listener).toHaveBeenCalled();
    expect(snapshot()).not.toBe(first);
    expect(snapshot()).toBe(snapshot()); // stable between changes (useSyncExternalStore)
    unsubscribe();
    listener.mockClear();
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('estimatedProgress', () => {
  it.each([
    [0, 0],
    [1000, 50],
    [2000, 70.48],
    [4000, 84.4],
  ])('after %i ms of 2000 → %f', (elapsed, expected) => {
    expect(estimatedProgress(2000, elapsed)).toBeCloseTo(expected, 1);
  });
});
