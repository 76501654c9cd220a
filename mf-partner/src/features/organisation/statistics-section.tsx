// The organisation's figures: spots in its area, official answers given and the median time to an
// official answer as numbers, then the charts (spots by state, new spots per month), which are a
// chunk of their own so that nothing else pays for the charting code.
import { Suspense, lazy, useId } from 'react';
import { usePageContext } from '@moveable/shared';
import type { Organisation } from '@moveable/contract';
import { durationParts, formatDay } from './format.ts';
import { SectionError, SectionLoading, SkeletonLines } from './section-state.tsx';
import { useStatistics } from './use-statistics.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

const StatisticsCharts = lazy(() => import('./statistics-charts.tsx'));

function ChartsSkeleton() {
  const { t } = useOrganisationTranslation();
  return (
    <SectionLoading label={t('statistics.loading')}>
      <div className="mp-charts">
        <div className="mp-chart mp-chart--skeleton" />
        <div className="mp-chart mp-chart--skeleton" />
      </div>
    </SectionLoading>
  );
}

export function StatisticsSection({ organisation }: { organisation: Organisation }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const headingId = useId();
  const statistics = useStatistics(organisation.slug);
  const number = new Intl.NumberFormat(locale);
  let body;
  if (statistics.isPending) {
    body = (
      <SectionLoading label={t('statistics.loading')}>
        <SkeletonLines count={3} />
        <div className="mp-charts">
          <div className="mp-chart mp-chart--skeleton" />
          <div className="mp-chart mp-chart--skeleton" />
        </div>
      </SectionLoading>
    );
  } else if (statistics.isError) {
    body = <SectionError error={statistics.error} message={t('statistics.error')} onRetry={() => statistics.refetch()} />;
  } else {
    const data = statistics.data;
    const median = data.officialAnswers.medianHoursToFirstAnswer;
    const duration = median === null ? null : durationParts(median);
    body = (
      <>
        <dl className="mp-figures">
          <div>
            <dt>{t('statistics.current')}</dt>
            <dd>{number.format(data.spots.current)}</dd>
          </div>
          <div>
            <dt>{t('statistics.answers')}</dt>
            <dd>{number.format(data.officialAnswers.total)}</dd>
          </div>
          <div>
            <dt>{t('statistics.median')}</dt>
            <dd>{duration ? t(`statistics.${duration.unit}`, { count: duration.count }) : t('statistics.medianNone')}</dd>
          </div>
        </dl>
        <Suspense fallback={<ChartsSkeleton />}>
          <StatisticsCharts statistics={data} />
        </Suspense>
        <p className="mp-figures__note">
          <time dateTime={data.computedAt}>{t('statistics.computedAt', { date: formatDay(data.computedAt, locale) })}</time>
        </p>
      </>
    );
  }
  return (
    <section className="mp-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('statistics.title')}</h2>
      {body}
    </section>
  );
}
