// Accessible form pieces shared by every form of mf-auth: a visible label for each control,
// errors linked with aria-describedby and marked aria-invalid, the first invalid field focused
// after a failed submit, and live regions for what happens after the request.
import { PASSWORD_MIN_LENGTH } from '@moveable/contract';
import { useCallback, useId, type ChangeEvent, type ReactNode } from 'react';
import { SubmitButton, useFieldErrors, useSubmitState, type FieldErrors, type SubmitButtonColor } from '@moveable/shared';
import { describeError, type ErrorText } from './form-errors.ts';
import { useAuthTranslation } from './use-auth-translation.ts';

export type { FieldErrors };

/** Thrown by validate(): the fields already say what is wrong; no request was sent. */
export class InvalidForm extends Error {
  constructor() {
    super('the form has invalid fields');
    this.name = 'InvalidForm';
  }
}

/**
 * The shared field errors plus what mf-auth's forms do with them: `validate()` shows client-side
 * errors and throws, `fail()` puts a failed request on the field the server names (when the form
 * has it) or on the whole form.
 */
export function useFormErrors(order: readonly string[]) {
  const errors = useFieldErrors(order);
  const { show, reset } = errors;

  /** Shows client-side validation errors; throws InvalidForm when there are any. */
  const validate = useCallback(
    (next: FieldErrors): void => {
      if (Object.keys(next).length === 0) return reset();
      show(next);
      throw new InvalidForm();
    },
    [show, reset],
  );

  /** Shows a failed request: on its field when the server names one we show, else for the form. */
  const fail = useCallback(
    (error: unknown): ErrorText => {
      const text = describeError(error);
      if (text.field && order.includes(text.field)) show({ [text.field]: text.key });
      else show({}, text.key);
      return text;
    },
    [order, show],
  );

  return { ...errors, validate, fail };
}

export type FormErrors = ReturnType<typeof useFormErrors>;

/**
 * A form whose submit runs `action` with the SubmitButton's states (spec §4). `action` throws to
 * fail; the error is said once, on its field or in the form's alert (the button keeps its label:
 * errorShownElsewhere), and the form can be sent again at once.
 */
export function AuthForm({
  errors,
  onSubmit,
  submitLabel,
  color,
  children,
  className,
  labelledBy,
}: {
  errors: FormErrors;
  onSubmit: () => Promise<unknown> | unknown;
  submitLabel: string;
  color?: SubmitButtonColor;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const { t } = useAuthTranslation();
  const submit = useSubmitState();
  return (
    <form
      noValidate
      className={['ms-form mv-auth-form', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run(async () => {
          try {
            return await onSubmit();
          } catch (error) {
            // validate() has shown the fields' errors already.
            if (!(error instanceof InvalidForm)) errors.fail(error);
            throw error;
          }
        });
      }}
    >
      {children}
      <p ref={errors.alertRef} className="mv-auth-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
        {errors.form ? t(errors.form) : null}
      </p>
      <SubmitButton state={submit.state} title={submitLabel} color={color} errorShownElsewhere />
    </form>
  );
}

interface FieldProps {
  name: string;
  label: string;
  errors: FormErrors;
  hint?: string;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function TextField({
  name,
  label,
  errors,
  hint,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  multiline,
  maxLength,
  inputMode,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  inputMode?: 'email' | 'text';
}) {
  const id = useId();
  const error = errors.fields[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    value,
    required,
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(errorId, hintId),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div className="mv-auth-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} ref={errors.register(name)} rows={4} />
      ) : (
        <input {...common} ref={errors.register(name)} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The hint and the error under a field, with the ids its aria-describedby points at. */
function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  const { t } = useAuthTranslation();
  return (
    <>
      {hint ? (
        <p id={hintId} className="mv-auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mv-auth-field__error">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}

export function CheckboxField({
  name,
  label,
  errors,
  hint,
  checked,
  onChange,
  required,
}: Omit<FieldProps, 'label'> & { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; required?: boolean }) {
  const id = useId();
  const error = errors.fields[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="mv-auth-field mv-auth-field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        ref={errors.register(name)}
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A polite live region that announces results of async actions ("saved", "link sent"). */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p className="mv-auth-status" role="status" aria-live="polite">
      {children}
    </p>
  );
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Client-side minimum; the server has the last word (weak_password). */
/** The API's minimum (the contract's), checked before sending. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
