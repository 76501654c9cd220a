// Errors per field plus one for the whole form, for every form of every micro-frontend. After a
// failed submit, focus moves to the first invalid field in page order, or to the form's alert
// when no field is to blame: a keyboard or screen-reader user lands on what needs fixing.
// The texts are i18n keys; each micro-frontend translates them in its own namespace.
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Field name → i18n key of its error. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export interface FieldErrorState<F extends string = string> {
  fields: FieldErrors<F>;
  /** The error of the whole form (an i18n key), shown in the alert. */
  form: string | null;
  /** Ref callback for a field's control: the one that gets focus when the field is invalid. */
  register: (name: F) => (el: HTMLElement | null) => void;
  /** Shows the errors and the form's message, then moves focus (once per call). */
  show: (next: FieldErrors<F>, formKey?: string | null) => void;
  /** A field's error goes once the person changes it. */
  clear: (name: F) => void;
  /** Nothing to show any more; focus stays where it is. */
  reset: () => void;
  alertRef: RefObject<HTMLParagraphElement | null>;
}

/** `order`: the fields in page order (the first invalid one gets focus). */
export function useFieldErrors<F extends string>(order: readonly F[]): FieldErrorState<F> {
  const [fields, setFields] = useState<FieldErrors<F>>({});
  const [form, setForm] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const elements = useRef(new Map<F, HTMLElement | null>());
  const alertRef = useRef<HTMLParagraphElement | null>(null);

  const register = useCallback(
    (name: F) => (el: HTMLElement | null) => {
      elements.current.set(name, el);
    },
    [],
  );

  // A layout effect: focus moves in the same commit that puts the errors into the DOM, so no one
  // (a screen reader, a test) meets the errors before the focus is on the first of them.
  useLayoutEffect(() => {
    if (attempt === 0) return;
    const first = order.find((name) => fields[name]);
    (first ? elements.current.get(first) : alertRef.current)?.focus();
    // once per failed submit (attempt); fields and order are read, not watched
  }, [attempt]);

  const show = useCallback((next: FieldErrors<F>, formKey: string | null = null) => {
    setFields(next);
    setForm(formKey);
    setAttempt((n) => n + 1);
  }, []);

  const clear = useCallback((name: F) => {
    setFields((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest as FieldErrors<F>;
    });
  }, []);

  const reset = useCallback(() => {
    setFields({});
    setForm(null);
  }, []);

  return { fields, form, register, show, clear, reset, alertRef };
}
