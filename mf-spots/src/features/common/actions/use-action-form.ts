// The submit cycle of a form or button (spec §4 states through the shared useSubmitState) plus
// the friendly sentence of the last failure, which stays visible after the button's 2 s error.
import { useCallback, useState } from 'react';
import { useSubmitState } from '@moveable/shared';
import { useErrorText } from './error-text.ts';

export function useActionForm() {
  const submit = useSubmitState();
  const errorText = useErrorText();
  const [error, setError] = useState<unknown>(null);
  const { run: runSubmit } = submit;

  /** Runs the action (no double submit); resolves true when it succeeded. */
  const run = useCallback(
    (action: () => Promise<unknown>) => {
      setError(null);
      return runSubmit(() =>
        action().catch((e: unknown) => {
          setError(e);
          throw e;
        }),
      );
    },
    [runSubmit],
  );

  return {
    state: submit.state,
    run,
    error,
    message: error === null ? undefined : errorText(error),
    clearError: () => setError(null),
  };
}
