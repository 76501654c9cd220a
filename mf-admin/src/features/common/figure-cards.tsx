// The dashboard's totals as cards: each count over the days asked for, and how it changed against
// as many days before (in words too, not by colour alone). The dashboard and
// <moveable-admin-figures> show the same cards.
import { usePageContext } from '@moveable/shared';
import { DASHBOARD_METRICS, type Dashboard, type DashboardMetric } from '@moveable/contract';
import { useAdminTranslation } from './use-admin-translation.ts';

type Trend = 'up' | 'down' | 'same';

export function change(current: number, previous: number): { trend: Trend; ratio: number | null } {
  const trend: Trend = current > previous ? 'up' : current < previous ? 'down' : 'same';
  return { trend, ratio: previous === 0 ? null : (current - previous) / previous };
}

function MetricCard({ metric, dashboard }: { metric: DashboardMetric; dashboard: Dashboard }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const number = new Intl.NumberFormat(locale);
  const { current, previous } = dashboard.totals[metric];
  const { trend, ratio } = change(current, previous);
  const percent =
    ratio === null ? null : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio);
  const difference = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(current - previous);
  return (
    <li className="ma-figure">
      <span className="ma-figure__label">{t(`dashboard.metrics.${metric}`)}</span>
      <span className="ma-figure__value">{number.format(current)}</span>
      <span className={`ma-figure__change ma-figure__change--${trend}`}>
        {trend === 'same'
          ? t('dashboard.figures.same', { count: dashboard.days })
          : t('dashboard.figures.change', {
              change: percent === null ? difference : `${difference} (${percent})`,
              count: dashboard.days,
            })}
      </span>
      <span className="ma-figure__previous">{t('dashboard.figures.previous', { value: number.format(previous) })}</span>
    </li>
  );
}

export function FigureCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  return (
    <ul className="ma-figures">
      {DASHBOARD_METRICS.map((metric) => (
        <MetricCard key={metric} metric={metric} dashboard={dashboard} />
      ))}
      <li className="ma-figure">
        <span className="ma-figure__label">{t('dashboard.metrics.openReports')}</span>
        <span className="ma-figure__value">{new Intl.NumberFormat(locale).format(dashboard.openReports)}</span>
        <span className="ma-figure__previous">{t('dashboard.figures.now')}</span>
      </li>
    </ul>
  );
}
