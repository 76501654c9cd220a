// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';
import { renderWithI18n } from '../../testing/i18n.ts';
import { isThenable, useSubmitState, type SubmitStateControl } from './use-submit-state';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Probe({ onControl }: { onControl: (control: SubmitStateControl) => void }) {
  const control = useSubmitState();
  onControl(control);
  return <output>{control.state}</output>;
}

function setup() {
  let control!: SubmitStateControl;
  render(<Probe onControl={(c) => (control = c)} />);
  return { control: () => control, state: () => screen.getByRole('status').textContent };
}

describe('useSubmitState', () => {
  it.each<[string, () => unknown, 'done' | 'error', boolean]>([
    ['a resolving promise', () => Promise.resolve(1), 'done', true],
    ['a rejecting promise', () => Promise.reject(new Error('x')), 'error', false],
    ['a plain value', () => 42, 'done', true],
    [
      'a synchronous throw',
      () => {
        throw new Error('x');
      },
      'error',
      false,
    ],
  ])('run with %s → %s, then idle after 2000 ms', async (_, action, outcome, ok) => {
    const { control, state } = setup();
    let result: boolean | undefined;
    await act(async () => {
      result = await control().run(action);
    });
    expect(result).toBe(ok);
    expect(state()).toBe(outcome);
    act(() => void vi.advanceTimersByTime(1999));
    expect(state()).toBe(outcome);
    act(() => void vi.advanceTimersByTime(1));
    expect(state()).toBe('idle');
  });

  it('refuses a second run during a cycle', async () => {
    const { control } = setup();
    const second = vi.fn();
    let refused: boolean | undefined;
    await act(async () => {
      void control().run(() => new Promise(() => {}));
      refused = await control().run(second);
    });
    expect(refused).toBe(false);
    expect(second).not.toHaveBeenCalled();
  });

  it('takes a new run right after a failure, ending the error display', async () => {
    const { control, state } = setup();
    await act(async () => {
      await control().run(() => Promise.reject(new Error('typo')));
    });
    expect(state()).toBe('error');
    let again: boolean | undefined;
    await act(async () => {
      again = await control().run(() => Promise.resolve());
    });
    expect(again).toBe(true);
    expect(state()).toBe('done');
  });

  it('refuses a run in the pause after a success (no double submit)', async () => {
    const { control } = setup();
    await act(async () => {
      await control().run(() => Promise.resolve());
    });
    const second = vi.fn();
    let refused: boolean | undefined;
    await act(async () => {
      refused = await control().run(second);
    });
    expect(refused).toBe(false);
    expect(second).not.toHaveBeenCalled();
  });

  it('drives a SubmitButton of a form', async () => {
    function Form({ save }: { save: () => Promise<unknown> }) {
      const { state, run } = useSubmitState();
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(save);
          }}
        >
          <SubmitButton state={state} title="Save" />
        </form>
      );
    }
    let finish!: () => void;
    renderWithI18n(<Form save={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').dataset['state']).toBe('loading');
    await act(async () => finish());
    expect(screen.getByRole('button').textContent).toBe('Done');
  });
});

describe('isThenable', () => {
  it.each([
    [Promise.resolve(), true],
    [{ then: () => {} }, true],
    [Object.assign(() => {}, { then: () => {} }), true],
    [{ then: 1 }, false],
    [null, false],
    [undefined, false],
    ['then', false],
  ])('%o → %s', (value, expected) => {
    expect(isThenable(value)).toBe(expected);
  });
});
