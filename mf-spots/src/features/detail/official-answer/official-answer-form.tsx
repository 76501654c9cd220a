// For members of an organisation responsible for the spot (viewer.can.answerAs): answer it
// officially with a status, a planned date when the status is "planned", and a text.
import { OFFICIAL_ANSWER_MAX_LENGTH } from '@moveable/contract';
import { useId, useState } from 'react';
import { ApiError, SubmitButton } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { OFFICIAL_ANSWER_STATUSES, type OfficialAnswerStatus, type AnsweringOrganisation } from '../../common/spot-data/spot-write-types.ts';
import { useActionForm } from '../../common/actions/use-action-form.ts';
import { useOfficialAnswer } from './use-official-answer.ts';
import { FormError } from '../../common/actions/form-error.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { withTemplate } from './with-template.ts';

export function OfficialAnswerForm({ spotId, organisations }: { spotId: number; organisations: AnsweringOrganisation[] }) {
  const { t } = useSpotsTranslation();
  const ids = useId();
  const announce = useAnnounce();
  const answer = useOfficialAnswer(spotId);
  const form = useActionForm();
  const [organisationId, setOrganisationId] = useState(organisations[0]?.id ?? 0);
  const [status, setStatus] = useState<OfficialAnswerStatus>('acknowledged');
  const [plannedFor, setPlannedFor] = useState('');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const single = organisations.length === 1 ? organisations[0] : undefined;
  const organisation = organisations.find((o) => o.id === organisationId);
  const fieldError = (name: string) => (form.error instanceof ApiError && form.error.field === name ? `${ids}-error` : undefined);

  return (
    <section className="mv-answer-form" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('answer.formTitle')}</h2>
      <form
        className="ms-form mv-action-form"
        onSubmit={(e) => {
          e.preventDefault();
          const input = { organisationId, status, text: text.trim(), ...(status === 'planned' && plannedFor ? { plannedFor } : {}) };
          void form
            .run(() => answer.mutateAsync(input))
            .then((ok) => {
              if (!ok) return;
              announce(t('answer.published'));
              setText('');
              setPicked(null);
            });
        }}
      >
        {single ? (
          <p>{t('answer.as', { organisation: single.name })}</p>
        ) : (
          <>
            <label htmlFor={`${ids}-organisation`}>{t('answer.organisation')}</label>
            <select id={`${ids}-organisation`} value={organisationId} onChange={(e) => setOrganisationId(Number(e.target.value))}>
              {organisations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={`${ids}-status`}>{t('answer.statusLabel')}</label>
        <select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.target.value as OfficialAnswerStatus)}>
          {OFFICIAL_ANSWER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`answer.status.${s}`)}
            </option>
          ))}
        </select>
        {status === 'planned' && (
          <>
            <label htmlFor={`${ids}-planned`}>{t('answer.plannedLabel')}</label>
            <input
              id={`${ids}-planned`}
              type="date"
              value={plannedFor}
              onChange={(e) => setPlannedFor(e.target.value)}
              aria-describedby={fieldError('plannedFor')}
            />
          </>
        )}
        {organisation && (
          <TemplatePicker
            key={organisation.slug}
            organisation={organisation.slug}
            onPick={(template) => {
              setText(withTemplate(text, picked, template));
              setPicked(template);
              announce(t('answer.templateUsed'));
            }}
          />
        )}
        <label htmlFor={`${ids}-text`}>{t('answer.text')}</label>
        <textarea
          id={`${ids}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          maxLength={OFFICIAL_ANSWER_MAX_LENGTH}
          rows={5}
          aria-describedby={fieldError('text')}
        />
        <FormError id={`${ids}-error`}>{form.message}</FormError>
        <SubmitButton state={form.state} title={t('answer.publish')} errorShownElsewhere />
      </form>
    </section>
  );
}
