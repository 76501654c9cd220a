// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './loading-bar';
import { createLoadingBarStore, loadingBar, type LoadingBarStore } from './loading-bar-store';
import { renderWithI18n } from '../../testing/i18n.ts';

let store: LoadingBarStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = createLoadingBarStore();
});
afterEach(() => {
  vi.useRealTimers();
});

const bar = (container: HTMLElement) => container.querySelector('.ms-loading-bar') as HTMLElement;

describe('LoadingBar', () => {
  it('is hidden from assistive technology while idle', () => {
    const { container } = renderWithI18n(<LoadingBar store={store} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(bar(container).getAttribute('aria-hidden')).toBe('true');
    expect(bar(container).dataset['visible']).toBe('false');
  });

  it('becomes a labelled progressbar after the throttle and follows the store', () => {
    const { container } = renderWithI18n(<LoadingBar store={store} />, { lng: 'de' });
    act(() => store.start());
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    const progressbar = screen.getByRole('progressbar', { name: 'Seite wird geladen' });
    expect(progressbar.getAttribute('aria-valuenow')).toBe('0');
    act(() => void vi.advanceTimersByTime(1000));
    expect(progressbar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar(container).style.transform).toBe(`scaleX(${store.getSnapshot().progress / 100})`);
    act(() => store.finish());
    expect(progressbar.getAttribute('aria-valuenow')).toBe('100');
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is 10px high by default and takes another height', () => {
    const { container, unmount } = renderWithI18n(<LoadingBar store={store} />);
    expect(bar(container).style.height).toBe('10px');
    unmount();
    const other = renderWithI18n(<LoadingBar store={store} height={4} />);
    expect(bar(other.container).style.height).toBe('4px');
  });

  it('marks the error state and uses the given colours', () => {
    const { container } = renderWithI18n(<LoadingBar store={store} color="rgb(1, 2, 3)" errorColor="rgb(200, 0, 0)" />);
    act(() => store.start());
    act(() => void vi.advanceTimersByTime(300));
    expect(bar(container).style.background).toBe('rgb(1, 2, 3)');
    act(() => store.error());
    expect(bar(container).dataset['error']).toBe('true');
    expect(bar(container).style.background).toBe('rgb(200, 0, 0)');
  });

  it('follows the app-wide store by default', () => {
    renderWithI18n(<LoadingBar />);
    act(() => loadingBar.start());
    act(() => void vi.advanceTimersByTime(250));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => loadingBar.finish());
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
