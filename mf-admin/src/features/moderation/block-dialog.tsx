// "Block the account": asked once more, since it signs the person out everywhere at once and stops
// every write; a refusal (a moderator may not block a moderator) shows in the dialog.
import { useId, useState } from 'react';
import { ApiError, ModalDialog, SubmitButton, type SubmitState } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';

export interface BlockDialogProps {
  name: string;
  onBlock: () => Promise<unknown>;
  onClose: () => void;
}

export function BlockDialog({ name, onBlock, onClose }: BlockDialogProps) {
  const { t } = useAdminTranslation();
  const ids = useId();
  const [state, setState] = useState<SubmitState>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setState('loading');
    setError(null);
    try {
      await onBlock();
      setState('done');
      onClose();
    } catch (failure) {
      setState('error');
      setError(failure instanceof ApiError && failure.statusCode === 403 ? 'moderation.block.forbidden' : 'moderation.errors.generic');
    }
  }

  return (
    <ModalDialog className="ma-dialog" headingLevel={3} title={t('moderation.block.title', { name })} onClose={onClose} describedBy={`${ids}-hint`}>
      <form
        className="ms-form ma-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p id={`${ids}-hint`}>{t('moderation.block.hint')}</p>
        {error && (
          <p role="alert" className="ma-field-error">
            {t(error)}
          </p>
        )}
        <div className="ma-dialog__buttons">
          <button type="button" className="ms-button ms-button--white" onClick={onClose}>
            {t('moderation.cancel')}
          </button>
          <SubmitButton state={state} title={t('moderation.block.send')} errorShownElsewhere />
        </div>
      </form>
    </ModalDialog>
  );
}
