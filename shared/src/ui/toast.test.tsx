import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './toast-region';
import { TOAST_DURATION_MS, createToastStore, type ToastStore } from './toast-store';
import { renderWithI18n } from '../../testing/i18n.ts';

let store: ToastStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = () => screen.queryAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('toasts', () => {
  it('appear in a polite live region that exists before anything is said', () => {
    renderWithI18n(<ToastRegion store={store} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(messages()).toEqual([]);
    act(() => void store.show('Saved'));
    expect(within(region).getByText('Saved')).toBeTruthy();
  });

  it('go away by themselves after their time (errors stay longer)', () => {
    renderWithI18n(<ToastRegion store={store} />);
    act(() => {
      store.show('Saved', { tone: 'success' });
      store.show('Not saved', { tone: 'error' });
    });
    wait(TOAST_DURATION_MS.success - 1);
    expect(messages()).toEqual(['Saved', 'Not saved']);
    wait(1);
    expect(messages()).toEqual(['Not saved']);
    wait(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success);
    expect(messages()).toEqual([]);
  });

  it('wait while the pointer is over them, and take only the time left afterwards', () => {
    renderWithI18n(<ToastRegion store={store} />);
    act(() => void store.show('Saved', { duration: 1000 }));
    wait(600);
    fireEvent.mouseEnter(screen.getByText('Saved').closest('.ms-toasts')!);
    wait(5000);
    expect(messages()).toEqual(['Saved']);
    fireEvent.mouseLeave(screen.getByText('Saved').closest('.ms-toasts')!);
    wait(399);
    expect(messages()).toEqual(['Saved']);
    wait(1);
    expect(messages()).toEqual([]);
  });

  it('wait while focus is in them; dismissing moves focus to the next one, and after the last they run again', () => {
    renderWithI18n(<ToastRegion store={store} />, { lng: 'de' });
    act(() => {
      store.show('Gespeichert', { duration: 1000 });
      store.show('Link kopiert', { duration: 1000 });
    });
    const [first, second] = screen.getAllByRole('button', { name: 'Hinweis schließen' });
    act(() => first!.focus());
    wait(5000);
    expect(messages()).toEqual(['Gespeichert', 'Link kopiert']);
    fireEvent.click(first!);
    expect(messages()).toEqual(['Link kopiert']);
    expect(document.activeElement).toBe(second);
    wait(5000);
    expect(messages()).toEqual(['Link kopiert']);
    fireEvent.click(second!);
    expect(messages()).toEqual([]);
    act(() => void store.show('Neu', { duration: 1000 }));
    wait(1000);
    expect(messages()).toEqual([]);
  });

  it('may offer an action, which runs and dismisses the toast; one that stays waits for it', () => {
    renderWithI18n(<ToastRegion store={store} />);
    const runs: string[] = [];
    act(() => void store.show('A new version is ready', { duration: Infinity, action: { label: 'Reload', run: () => runs.push('reload') } }));
    wait(60 * 60_000);
    expect(messages()).toEqual(['A new version is ready']);
    const action = screen.getByRole('button', { name: 'Reload' });
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Reload' })).toBe(action);
    fireEvent.click(action);
    expect(runs).toEqual(['reload']);
    expect(messages()).toEqual([]);
  });

  it('show at most three at once, the oldest going first', () => {
    renderWithI18n(<ToastRegion store={store} />);
    act(() => ['a', 'b', 'c', 'd'].forEach((m) => store.show(m)));
    expect(messages()).toEqual(['b', 'c', 'd']);
  });
});
