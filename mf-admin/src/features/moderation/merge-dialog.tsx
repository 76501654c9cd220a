// "Merge": the reported spot goes into the one kept, chosen by id or from the spots near it that
// it may repeat. Everything on it moves there and its address leads there afterwards.
import { useId, useState } from 'react';
import { ApiError, ModalDialog, SubmitButton, useFieldErrors, type SubmitState } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { useDuplicateCandidates } from './use-duplicate-candidates.ts';

export interface MergeDialogProps {
  spot: { id: number; title: string };
  onMerge: (into: number) => Promise<unknown>;
  onClose: () => void;
}

export function MergeDialog({ spot, onMerge, onClose }: MergeDialogProps) {
  const { t } = useAdminTranslation();
  const ids = useId();
  const [into, setInto] = useState('');
  const [state, setState] = useState<SubmitState>('idle');
  const errors = useFieldErrors(['into'] as const);
  const candidates = useDuplicateCandidates(spot.id);

  async function submit() {
    const kept = Number(into);
    if (!/^[1-9]\d*$/.test(into.trim()) || kept === spot.id) return errors.show({ into: 'moderation.errors.into' });
    setState('loading');
    try {
      await onMerge(kept);
      setState('done');
      onClose();
    } catch (error) {
      setState('error');
      if (error instanceof ApiError && error.field === 'into') errors.show({ into: 'moderation.errors.into' });
      else errors.show({}, 'moderation.errors.generic');
    }
  }

  const intoError = errors.fields.into;
  const choose = (id: number) => {
    setInto(String(id));
    errors.clear('into');
  };
  return (
    <ModalDialog className="ma-dialog" headingLevel={3} title={t('moderation.merge.title')} onClose={onClose} describedBy={`${ids}-hint`}>
      <form
        className="ms-form ma-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p id={`${ids}-hint`}>{t('moderation.merge.hint', { title: spot.title, id: spot.id })}</p>
        <fieldset className="ma-merge__candidates">
          <legend>{t('moderation.merge.candidates')}</legend>
          {candidates.isPending && <p>{t('moderation.merge.loadingCandidates')}</p>}
          {candidates.isError && <p>{t('moderation.merge.candidatesError')}</p>}
          {candidates.data?.length === 0 && <p>{t('moderation.merge.noCandidates')}</p>}
          {candidates.data?.map((c) => (
            <label key={c.id} className="ma-merge__candidate">
              <input type="radio" name={`${ids}-candidate`} value={c.id} checked={into === String(c.id)} onChange={() => choose(c.id)} />
              {t('moderation.merge.candidate', { title: c.title, id: c.id, distance: Math.round(c.distance ?? 0) })}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${ids}-into`}>{t('moderation.merge.into')}</label>
        <input
          id={`${ids}-into`}
          ref={errors.register('into')}
          inputMode="numeric"
          autoComplete="off"
          value={into}
          onChange={(e) => {
            setInto(e.target.value);
            errors.clear('into');
          }}
          required
          aria-required="true"
          aria-invalid={intoError ? true : undefined}
          aria-describedby={intoError ? `${ids}-into-error` : undefined}
        />
        {intoError && (
          <p id={`${ids}-into-error`} className="ma-field-error">
            {t(intoError)}
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
          <SubmitButton state={state} title={t('moderation.merge.send')} errorShownElsewhere />
        </div>
      </form>
    </ModalDialog>
  );
}
