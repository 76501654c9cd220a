// "Really delete?": a dialog with the consequence spelled out, Cancel first.
import { useId } from 'react';
import { SubmitButton } from '@moveable/shared';
import { useSpotsTranslation } from '../use-spots-translation.ts';
import { Dialog } from './dialog.tsx';
import { useActionForm } from '../actions/use-action-form.ts';
import { FormError } from '../actions/form-error.tsx';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Does the thing; the dialog closes (onDone) when it resolves. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  onDone?: () => void;
}

export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose, onDone }: ConfirmDialogProps) {
  const { t } = useSpotsTranslation();
  const textId = useId();
  const form = useActionForm();
  return (
    <Dialog title={title} onClose={onClose} describedBy={textId}>
      <form
        className="ms-form mv-action-form"
        onSubmit={(e) => {
          e.preventDefault();
          void form.run(onConfirm).then((ok) => ok && (onDone ?? onClose)());
        }}
      >
        <p id={textId}>{text}</p>
        <FormError>{form.message}</FormError>
        <div className="mv-dialog__buttons">
          <button type="button" className="ms-button ms-button--white" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton state={form.state} title={confirmLabel} errorShownElsewhere color="red" />
        </div>
      </form>
    </Dialog>
  );
}
