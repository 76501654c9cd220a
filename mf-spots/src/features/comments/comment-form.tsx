// Writing a comment, a reply or an edit: one labelled text area and the shared submit button.
// The text is sent as plain text; it becomes HTML only through linkify when it is shown.
import { forwardRef, useId, useState } from 'react';
import { SubmitButton } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { useActionForm } from '../common/actions/use-action-form.ts';
import { COMMENT_MAX_LENGTH } from '@moveable/contract';
import { FormError } from '../common/actions/form-error.tsx';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Sends the text; the form empties itself when it resolves. */
  onSend: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  /** The text field's id, when someone outside the form needs to point at it. */
  fieldId?: string;
}

export const CommentForm = forwardRef<HTMLTextAreaElement, CommentFormProps>(function CommentForm(
  { label, submitLabel, initial = '', onSend, onCancel, fieldId },
  textarea,
) {
  const { t } = useSpotsTranslation();
  const ids = useId();
  const bodyId = fieldId ?? `${ids}-body`;
  const [body, setBody] = useState(initial);
  const form = useActionForm();
  return (
    <form
      className="ms-form mv-action-form mv-comment-form"
      onSubmit={(e) => {
        e.preventDefault();
        const text = body.trim();
        if (!text) return;
        void form.run(() => onSend(text)).then((ok) => ok && setBody(''));
      }}
    >
      <label htmlFor={bodyId}>{label}</label>
      <textarea
        ref={textarea}
        id={bodyId}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onCancel) {
            e.preventDefault();
            onCancel();
          }
        }}
        required
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        aria-describedby={form.message ? `${ids}-error` : undefined}
        aria-invalid={form.message ? true : undefined}
      />
      <FormError id={`${ids}-error`}>{form.message}</FormError>
      <div className="mv-comment-form__buttons">
        {onCancel && (
          <button type="button" className="ms-button ms-button--white" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
        )}
        <SubmitButton state={form.state} title={submitLabel} errorShownElsewhere />
      </div>
    </form>
  );
});
