// Errors per field plus one for the whole form. After a failed submit, focus moves to the first
// invalid field in page order, or to the form's alert when no field is to blame.
import { useCallback, useEffect, useRef, useState } from 'react';
import { FIELD_ORDER, type FieldErrors, type SpotField } from './validate.ts';

export function useFieldErrors() {
  const [fields, setFields] = useState<FieldErrors>({});
  const [form, setForm] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const elements = useRef(new Map<SpotField, HTMLElement | null>());
  const alertRef = useRef<HTMLParagraphElement | null>(null);

  const register = useCallback(
    (name: SpotField) => (el: HTMLElement | null) => {
      elements.current.set(name, el);
    },
    [],
  );

  useEffect(() => {
    if (attempt === 0) return;
    const first = FIELD_ORDER.find((name) => fields[name]);
    (first ? elements.current.get(first) : alertRef.current)?.focus();
    // once per failed submit (attempt), after the errors are in the DOM; fields is read, not watched
  }, [attempt]);

  /** Shows the errors (field → i18n key) and the form's message, then moves focus. */
  const show = useCallback((next: FieldErrors, formKey: string | null = null) => {
    setFields(next);
    setForm(formKey);
    setAttempt((n) => n + 1);
  }, []);

  /** A field's error goes once the person changes it. */
  const clear = useCallback((name: SpotField) => {
    setFields((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  return { fields, form, register, show, clear, alertRef };
}

export type FieldErrorState = ReturnType<typeof useFieldErrors>;
