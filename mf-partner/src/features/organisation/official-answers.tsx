// The official answers the organisation gave, newest first, each under its spot's title as the link
// to the spot, with its status in words, its day and its text; "show more" pages along the cursor.
import { useId } from 'react';
import { Button, Link, spotPath, usePageContext } from '@moveable/shared';
import type { Organisation, OrganisationAnswer } from '@moveable/contract';
import { formatDay } from './format.ts';
import { SectionError, SectionLoading, SkeletonLines } from './section-state.tsx';
import { useOfficialAnswers } from './use-official-answers.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

function Answer({ answer }: { answer: OrganisationAnswer }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  return (
    <article className="mp-answer">
      <h3 className="mp-answer__spot">
        <Link to={spotPath(answer.spot.id)}>{answer.spot.title}</Link>
      </h3>
      <p className="mp-answer__meta">
        <span className={`mp-answer__status mp-answer__status--${answer.status}`}>{t(`answers.status.${answer.status}`)}</span>
        <time dateTime={answer.createdAt}>{t('answers.on', { date: formatDay(answer.createdAt, locale) })}</time>
        {answer.plannedFor ? <span>{t('answers.plannedFor', { date: formatDay(answer.plannedFor, locale) })}</span> : null}
      </p>
      <p className="mp-answer__text">{answer.text}</p>
    </article>
  );
}

export function OfficialAnswers({ organisation }: { organisation: Organisation }) {
  const { t } = useOrganisationTranslation();
  const headingId = useId();
  const answers = useOfficialAnswers(organisation.slug);
  let body;
  if (answers.isPending) {
    body = (
      <SectionLoading label={t('answers.loading')}>
        <SkeletonLines count={6} />
      </SectionLoading>
    );
  } else if (answers.isError) {
    body = <SectionError error={answers.error} message={t('answers.error')} onRetry={() => answers.refetch()} />;
  } else {
    const items = answers.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <p>{t('answers.empty', { name: organisation.name })}</p>
      ) : (
        <>
          <ol className="mp-answers">
            {items.map((answer) => (
              <li key={answer.id}>
                <Answer answer={answer} />
              </li>
            ))}
          </ol>
          {answers.hasNextPage ? (
            <Button variant="white" onClick={() => answers.fetchNextPage()} disabled={answers.isFetchingNextPage}>
              {t('answers.showMore')}
            </Button>
          ) : null}
        </>
      );
  }
  return (
    <section className="mp-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('answers.title')}</h2>
      {body}
    </section>
  );
}
