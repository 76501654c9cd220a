// The per-day trends: a small bar chart per count (plain SVG: bars of one scale need no charting
// library, so the page carries none), each an image named by its title and described by a
// sentence with the total and the busiest day; all numbers once more in one table under a
// disclosure, for screen readers and for anyone who wants the exact figures.
import { useId } from 'react';
import { usePageContext } from '@moveable/shared';
import { DASHBOARD_METRICS, type Dashboard, type DashboardDay, type DashboardMetric } from '@moveable/contract';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { formatDay } from './format.ts';

// Every count but new spots, which the fame and shame charts show split.
const CHARTED = DASHBOARD_METRICS.filter((metric): metric is Exclude<DashboardMetric, 'newSpots'> => metric !== 'newSpots');
const WIDTH = 300;
const HEIGHT = 80;

function TrendChart({ metric, dashboard }: { metric: (typeof CHARTED)[number]; dashboard: Dashboard }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const titleId = useId();
  const number = new Intl.NumberFormat(locale);
  const series = dashboard.series;
  const total = series.reduce((sum, d) => sum + d[metric], 0);
  const peak = series.reduce<DashboardDay | null>((best, d) => (best === null || d[metric] > best[metric] ? d : best), null);
  const title = t(`dashboard.metrics.${metric}`);
  const range = { from: formatDay(dashboard.from, locale), to: formatDay(dashboard.to, locale) };
  const summary =
    total === 0 || peak === null
      ? t('dashboard.trends.summaryNone', range)
      : t('dashboard.trends.summary', {
          ...range,
          total: number.format(total),
          peakDay: formatDay(peak.day, locale),
          peak: number.format(peak[metric]),
        });
  const max = Math.max(1, ...series.map((d) => d[metric]));
  const step = WIDTH / Math.max(1, series.length);
  return (
    <figure className="ma-trend" aria-labelledby={titleId}>
      <figcaption id={titleId} className="ma-trend__title">
        {title}
      </figcaption>
      <svg className="ma-trend__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`${title}: ${summary}`}>
        <line className="ma-trend__base" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {series.map((d, i) => {
          const height = (d[metric] / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.day}
              className={`ma-trend__bar ma-trend__bar--${metric}`}
              x={i * step + step * 0.15}
              width={step * 0.7}
              y={HEIGHT - height}
              height={height}
            />
          );
        })}
      </svg>
      <p className="ma-trend__summary">{summary}</p>
    </figure>
  );
}

function TrendsTable({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const number = new Intl.NumberFormat(locale);
  return (
    <div className="ma-trends__table">
      <table>
        <caption>{t('dashboard.trends.tableCaption', { from: formatDay(dashboard.from, locale), to: formatDay(dashboard.to, locale) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.trends.day')}</th>
            {CHARTED.map((metric) => (
              <th key={metric} scope="col">
                {t(`dashboard.metrics.${metric}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...dashboard.series].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row">
                <time dateTime={d.day}>{formatDay(d.day, locale)}</time>
              </th>
              {CHARTED.map((metric) => (
                <td key={metric}>{number.format(d[metric])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TrendCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <div className="ma-trends">
        {CHARTED.map((metric) => (
          <TrendChart key={metric} metric={metric} dashboard={dashboard} />
        ))}
      </div>
      <details className="ma-trends__details">
        <summary>{t('dashboard.trends.showTable')}</summary>
        <TrendsTable dashboard={dashboard} />
      </details>
    </>
  );
}
