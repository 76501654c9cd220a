// The answer of the responsible town or organisation: a check mark and its name first, so it
// stands apart from what citizens write (domain notes).
import { usePageContext, type OfficialAnswer } from '@moveable/shared';
import { CheckIcon } from '../common/icons.tsx';
import { formatDate } from '../common/format.ts';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function OfficialAnswerSection({ answer, headingId }: { answer: OfficialAnswer; headingId: string }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  return (
    <section className="mv-official-answer" aria-labelledby={headingId}>
      <h2 id={headingId} className="mv-official-answer__title">
        <CheckIcon />
        {t('detail.officialAnswer')}
      </h2>
      <p className="mv-official-answer__by">
        <strong>{t('detail.answeredBy', { organisation: answer.organisation.name })}</strong>{' '}
        <time dateTime={answer.createdAt}>{t('detail.answeredOn', { date: formatDate(answer.createdAt, locale) })}</time>
      </p>
      {answer.status && (
        <p className="mv-official-answer__status">
          <span className="mv-official-answer__label">{t('detail.status')}</span>{' '}
          <span className="mv-official-answer__value">{t(`officialStatus.${answer.status}`, { defaultValue: answer.status })}</span>
        </p>
      )}
      <p className="mv-official-answer__text">{answer.text}</p>
    </section>
  );
}
