// The submit cycle of mf-auth's forms: loading while the request runs, done for the shared
// SubmitButton's feedback time after it succeeded, and after a failure straight back to idle.
//
// Why not the shared useSubmitState with the button's error state: a failed sign-in showed its
// sentence twice (in the form's alert and again as the button's label), and for the 2 s of the
// error state the button swallowed clicks, so Enter in the password field, right after fixing a
// typo, did nothing. Here the failure is said once, on its field or in the form's alert
// (useFormErrors), and the button is ready again at once. Only one request runs at a time.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitState } from '@moveable/shared';

export type FormSubmitState = Exclude<SubmitState, 'error'>;

export function useFormSubmit() {
  const [state, setState] = useState<FormSubmitState>('idle');
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Runs the action unless one is running; resolves true when it succeeded, never rejects. */
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setState('loading');
    try {
      await action();
      if (mounted.current) setState('done');
      return true;
    } catch {
      if (mounted.current) setState('idle');
      return false;
    } finally {
      running.current = false;
    }
  }, []);

  return { state, run };
}
