// A field's error under the field, named by the field's aria-describedby.
import { useOrganisationTranslation } from './use-organisation-translation.ts';

export const errorId = (fieldId: string) => `${fieldId}-error`;

export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  const { t } = useOrganisationTranslation();
  if (!message) return null;
  return (
    <p id={errorId(fieldId)} className="ma-field__error">
      {t(message)}
    </p>
  );
}

/** The attributes that tie a control to its error and hint. */
export function invalidProps(fieldId: string, message: string | undefined, hint?: string) {
  const described = [message ? errorId(fieldId) : null, hint ?? null].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': described || undefined } as const;
}
