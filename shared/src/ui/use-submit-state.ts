/**
 * The submit cycle of spec §4: idle → loading → done or error, shown for 2000 ms (§9), then
 * idle again. For forms whose submit handler sits on the <form>: pair run() with
 * <SubmitButton state={state}/>. After a success the 2 s are a pause (no double submit); after a
 * failure the person may send again at once (having fixed a typo, Enter must work): a new run
 * ends the error display.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const SUBMIT_STATES = ['idle', 'loading', 'done', 'error'] as const;
export type SubmitState = (typeof SUBMIT_STATES)[number];

/** §9: how long done and error stay visible. */
export const SUBMIT_FEEDBACK_MS = 2000;

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

export interface SubmitStateControl {
  state: SubmitState;
  /**
   * Runs the action unless one is running or has just succeeded (no double submits). Resolves
   * true when the action succeeded, false when it failed or was refused; never rejects.
   */
  run(action: () => unknown): Promise<boolean>;
  /** Follows an already started promise. */
  track(promise: PromiseLike<unknown>): Promise<boolean>;
}

export function useSubmitState(feedbackMs = SUBMIT_FEEDBACK_MS): SubmitStateControl {
  const [state, setState] = useState<SubmitState>('idle');
  const busy = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const settle = useCallback(
    (outcome: 'done' | 'error') => {
      if (!mounted.current) return;
      setState(outcome);
      if (outcome === 'error') busy.current = false;
      timer.current = setTimeout(() => {
        busy.current = false;
        if (mounted.current) setState('idle');
      }, feedbackMs);
    },
    [feedbackMs],
  );

  const track = useCallback(
    async (promise: PromiseLike<unknown>): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      clearTimeout(timer.current); // a retry ends the error display
      setState('loading');
      try {
        await promise;
        settle('done');
        return true;
      } catch {
        settle('error');
        return false;
      }
    },
    [settle],
  );

  const run = useCallback(
    (action: () => unknown): Promise<boolean> => {
      if (busy.current) return Promise.resolve(false);
      let result: unknown;
      try {
        result = action();
      } catch (error) {
        result = Promise.reject(error); // a synchronous throw is a failed submit too
      }
      return track(isThenable(result) ? result : Promise.resolve(result));
    },
    [track],
  );

  return { state, run, track };
}
