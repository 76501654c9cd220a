// The one place a failed action says what went wrong (its button keeps its label:
// SubmitButton's errorShownElsewhere). An alert, so it is announced when it appears.
import type { ReactNode } from 'react';

export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mv-form-error" role="alert">
      {children}
    </p>
  );
}
