// The answer of the responsible town or organisation: a check mark and its name first, so it
// stands apart from what citizens write (domain notes); then its status (with the planned date)
// and its text, which is user text like any other and reaches the DOM only through linkify (useLinkified).
import { useLinkified, usePageContext } from '@moveable/shared';
import { CheckIcon } from '../../common/icons.tsx';
import { formatDate } from '../../common/format.ts';
import { formatDay } from '../../common/format-day.ts';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { OFFICIAL_ANSWER_STATUSES, type OfficialAnswer } from '../../common/spot-data/spot-write-types.ts';

export function OfficialAnswerSection({ answer, headingId }: { answer: OfficialAnswer; headingId: string }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const text = useLinkified(answer.text);
  const known = (OFFICIAL_ANSWER_STATUSES as readonly string[]).includes(answer.status);
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
          <span className="mv-official-answer__value">
            <CheckIcon /> {known ? t(`answer.status.${answer.status}`) : answer.status}
          </span>
          {answer.status === 'planned' && answer.plannedFor && (
            <>
              {' '}
              <time className="mv-official-answer__planned" dateTime={answer.plannedFor}>
                {t('answer.plannedFor', { date: formatDay(answer.plannedFor, locale) })}
              </time>
            </>
          )}
        </p>
      )}
      {/* linkify escapes the text and sanitises the result (spec §5) */}
      <div className="mv-official-answer__text mv-prose" dangerouslySetInnerHTML={{ __html: text }} />
    </section>
  );
}
