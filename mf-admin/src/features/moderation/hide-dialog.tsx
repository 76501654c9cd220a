// "Hide": the note to the author is required (the author reads it next to what was hidden); the
// server checks it again and a refusal lands on the field.
import { MODERATION_NOTE_MAX_LENGTH, type ReportedItem } from '@moveable/contract';
import { useId, useState } from 'react';
import { ApiError, ModalDialog, SubmitButton, useFieldErrors, type SubmitState } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';

export interface HideDialogProps {
  item: ReportedItem;
  onHide: (note: string) => Promise<unknown>;
  onClose: () => void;
}

export function HideDialog({ item, onHide, onClose }: HideDialogProps) {
  const { t } = useAdminTranslation();
  const ids = useId();
  const [note, setNote] = useState('');
  const [state, setState] = useState<SubmitState>('idle');
  const errors = useFieldErrors(['note'] as const);

  async function submit() {
    const text = note.trim();
    if (!text) return errors.show({ note: 'moderation.errors.note' });
    setState('loading');
    try {
      await onHide(text);
      setState('done');
      onClose();
    } catch (error) {
      setState('error');
      if (error instanceof ApiError && error.field === 'note') errors.show({ note: 'moderation.errors.note' });
      else errors.show({}, 'moderation.errors.generic');
    }
  }

  const noteError = errors.fields.note;
  return (
    <ModalDialog
      className="ma-dialog"
      headingLevel={3}
      title={t(item.subjectType === 'comment' ? 'moderation.hide.titleComment' : 'moderation.hide.titleSpot')}
      onClose={onClose}
      describedBy={`${ids}-hint`}
    >
      <form
        className="ms-form ma-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p id={`${ids}-hint`}>{t('moderation.hide.hint')}</p>
        <label htmlFor={`${ids}-note`}>{t('moderation.hide.note')}</label>
        <textarea
          id={`${ids}-note`}
          ref={errors.register('note')}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            errors.clear('note');
          }}
          required
          aria-required="true"
          maxLength={MODERATION_NOTE_MAX_LENGTH}
          rows={4}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${ids}-note-error` : undefined}
        />
        {noteError && (
          <p id={`${ids}-note-error`} className="ma-field-error">
            {t(noteError)}
          </p>
        )}
        {errors.form && (
          <p ref={errors.alertRef} tabIndex={-1} role="alert" className="ma-field-error">
            {t(errors.form)}
          </p>
        )}
        <div className="ma-dialog__buttons">
          <button type="button" className="ms-button ms-button--white" onClick={onClose}>
            {t('moderation.cancel')}
          </button>
          <SubmitButton state={state} title={t('moderation.hide.send')} errorShownElsewhere />
        </div>
      </form>
    </ModalDialog>
  );
}
