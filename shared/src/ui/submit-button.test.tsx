// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton, type SubmitButtonColor } from './submit-button';
import { renderWithI18n } from '../../testing/i18n.ts';
import type { SubmitState } from './use-submit-state';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const button = () => screen.getByRole('button');
const status = () => screen.getByRole('status');
const flush = () => act(async () => {}); // let settled promises reach React

function deferred() {
  let resolve!: (value?: unknown) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SubmitButton, controlled', () => {
  it.each<[SubmitState, { label: string; busy: boolean; disabled: boolean; spinner: boolean; warning: boolean }]>([
    ['idle', { label: 'Save', busy: false, disabled: false, spinner: false, warning: false }],
    ['loading', { label: 'Save', busy: true, disabled: true, spinner: true, warning: false }],
    ['done', { label: 'Done', busy: false, disabled: true, spinner: false, warning: false }],
    // the error state takes a new submit at once (issue 8: Enter after fixing a typo must work)
    ['error', { label: 'Something went wrong', busy: false, disabled: false, spinner: false, warning: true }],
  ])('%s', (state, expected) => {
    renderWithI18n(<SubmitButton state={state} title="Save" />);
    expect(button().textContent).toBe(expected.label);
    expect(button().getAttribute('aria-busy')).toBe(expected.busy ? 'true' : null);
    expect(button().getAttribute('aria-disabled')).toBe(expected.disabled ? 'true' : null);
    expect(button().querySelector('.ms-spinner') !== null).toBe(expected.spinner);
    expect(button().querySelector('[data-icon="warning"]') !== null).toBe(expected.warning);
    expect(button().dataset['state']).toBe(state);
  });

  it.each([
    ['en', 'Submit', 'Done', 'Something went wrong'],
    ['de', 'Absenden', 'Erledigt', 'Etwas ist schiefgelaufen'],
    ['fr', 'Envoyer', 'Terminé', "Une erreur s'est produite"],
    ['it', 'Invia', 'Fatto', 'Si è verificato un errore'],
  ] as const)('default labels in %s', (lng, idle, done, error) => {
    const { rerender } = renderWithI18n(<SubmitButton />, { lng });
    expect(button().textContent).toBe(idle);
    rerender(<SubmitButton state="done" />);
    expect(button().textContent).toBe(done);
    rerender(<SubmitButton state="error" />);
    expect(button().textContent).toBe(error);
  });

  it('shows the given error message', () => {
    renderWithI18n(<SubmitButton state="error" errorMessage="E-mail already taken" />);
    expect(button().textContent).toBe('E-mail already taken');
  });

  it.each(['done', 'error'] as const)('shows %s for 2000 ms, then idle', (state) => {
    const { rerender } = renderWithI18n(<SubmitButton state="loading" title="Save" />);
    rerender(<SubmitButton state={state} title="Save" />);
    act(() => void vi.advanceTimersByTime(1999));
    expect(button().dataset['state']).toBe(state);
    act(() => void vi.advanceTimersByTime(1));
    expect(button().dataset['state']).toBe('idle');
    expect(button().textContent).toBe('Save');
    expect(button().getAttribute('aria-disabled')).toBeNull();
  });

  it('shows done again when the parent goes through another cycle', () => {
    const { rerender } = renderWithI18n(<SubmitButton state="done" />);
    act(() => void vi.advanceTimersByTime(2000));
    rerender(<SubmitButton state="idle" />);
    rerender(<SubmitButton state="loading" />);
    rerender(<SubmitButton state="done" />);
    expect(button().dataset['state']).toBe('done');
  });

  it('stays loading as long as the parent says so', () => {
    renderWithI18n(<SubmitButton state="loading" />);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(button().dataset['state']).toBe('loading');
  });

  it('swallows clicks while busy, also the form submit', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={onSubmit}>
        <SubmitButton state="loading" onClick={onClick} />
      </form>,
    );
    fireEvent.click(button());
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends again from the error state (a click or Enter is not swallowed)', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={onSubmit}>
        <SubmitButton state="error" errorMessage="Wrong password" />
      </form>,
    );
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps its label when the form shows the error elsewhere: one error, one place', () => {
    renderWithI18n(<SubmitButton state="error" title="Sign in" errorMessage="Wrong password" errorShownElsewhere />);
    expect(button().textContent).toBe('Sign in');
    expect(button().querySelector('[data-icon="warning"]')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('submits its form when idle', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={onSubmit}>
        <SubmitButton />
      </form>,
    );
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('type')).toBe('submit');
  });

  it.each<SubmitButtonColor>(['bright', 'dark', 'white', 'whiteOnBlue', 'red'])('has the %s colour class', (color) => {
    renderWithI18n(<SubmitButton color={color} />);
    expect(button().classList.contains(`ms-button--${color}`)).toBe(true);
  });

  it('passes other button attributes through and honours disabled', () => {
    renderWithI18n(<SubmitButton type="button" name="save" disabled className="extra" />);
    expect(button().getAttribute('type')).toBe('button');
    expect(button().getAttribute('name')).toBe('save');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(button().classList.contains('extra')).toBe(true);
  });
});

describe('SubmitButton, driven by its onClick promise', () => {
  it('goes loading → done → idle and announces each step politely', async () => {
    const work = deferred();
    renderWithI18n(<SubmitButton title="Send" onClick={() => work.promise} />);
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
    fireEvent.click(button());
    expect(button().dataset['state']).toBe('loading');
    expect(status().textContent).toBe('Sending…');
    work.resolve();
    await flush();
    expect(button().dataset['state']).toBe('done');
    expect(status().textContent).toBe('Done');
    act(() => void vi.advanceTimersByTime(2000));
    expect(button().dataset['state']).toBe('idle');
    expect(button().textContent).toBe('Send');
    expect(status().textContent).toBe('');
  });

  it('goes loading → error → idle on rejection', async () => {
    const work = deferred();
    renderWithI18n(<SubmitButton onClick={() => work.promise} errorMessage="Could not save" />);
    fireEvent.click(button());
    work.reject(new Error('boom'));
    await flush();
    expect(button().dataset['state']).toBe('error');
    expect(button().textContent).toBe('Could not save');
    expect(status().textContent).toBe('Could not save');
    act(() => void vi.advanceTimersByTime(2000));
    expect(button().dataset['state']).toBe('idle');
  });

  it('runs once however often it is clicked while busy', async () => {
    const work = deferred();
    const onClick = vi.fn(() => work.promise);
    renderWithI18n(<SubmitButton onClick={onClick} />);
    fireEvent.click(button());
    fireEvent.click(button());
    work.resolve();
    await flush();
    fireEvent.click(button()); // done: still refused
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays idle when onClick returns no promise', () => {
    const onClick = vi.fn();
    renderWithI18n(<SubmitButton onClick={onClick} />);
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button().dataset['state']).toBe('idle');
  });

  it('lets a state prop win over the onClick promise', () => {
    renderWithI18n(<SubmitButton state="idle" onClick={() => new Promise(() => {})} />);
    fireEvent.click(button());
    expect(button().dataset['state']).toBe('idle');
  });

  it('leaves no timer behind when unmounted mid-submit', async () => {
    const work = deferred();
    const { unmount } = renderWithI18n(<SubmitButton onClick={() => work.promise} />);
    fireEvent.click(button());
    unmount();
    work.resolve();
    await flush();
    expect(vi.getTimerCount()).toBe(0);
  });
});
