// "Report": a dialog that asks for the reason (1–1000 characters) and sends it.
import { REPORT_REASON_MAX_LENGTH } from '@moveable/contract';
import { useId, useState } from 'react';
import { SubmitButton } from '@moveable/shared';
import { useSpotsTranslation } from '../use-spots-translation.ts';
import { Dialog } from './dialog.tsx';
import { useActionForm } from '../actions/use-action-form.ts';
import { FormError } from '../actions/form-error.tsx';

/** The API's limit for a report's reason: the field says so before the server has to. */

export interface ReasonDialogProps {
  title: string;
  /** Sends the reason; the dialog closes when it resolves. */
  onSend: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

export function ReasonDialog({ title, onSend, onClose }: ReasonDialogProps) {
  const { t } = useSpotsTranslation();
  const ids = useId();
  const [reason, setReason] = useState('');
  const form = useActionForm();
  return (
    <Dialog title={title} onClose={onClose} describedBy={`${ids}-hint`}>
      <form
        className="ms-form mv-action-form"
        onSubmit={(e) => {
          e.preventDefault();
          void form.run(() => onSend(reason.trim())).then((ok) => ok && onClose());
        }}
      >
        <p id={`${ids}-hint`}>{t('actions.report.hint')}</p>
        <label htmlFor={`${ids}-reason`}>{t('actions.report.reason')}</label>
        <textarea
          id={`${ids}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          maxLength={REPORT_REASON_MAX_LENGTH}
          rows={4}
          aria-describedby={form.message ? `${ids}-error` : undefined}
          aria-invalid={form.message ? true : undefined}
        />
        <FormError id={`${ids}-error`}>{form.message}</FormError>
        <div className="mv-dialog__buttons">
          <button type="button" className="ms-button ms-button--white" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton state={form.state} title={t('actions.report.send')} errorShownElsewhere />
        </div>
      </form>
    </Dialog>
  );
}
