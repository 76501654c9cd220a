// The statistics' two charts, a chunk of its own (lazy in statistics-section.tsx): the charting
// code (visx: d3's scales and SVG shapes as React components, mf-partner/README.md says why) loads
// only on organisation pages, after the page's first view. Each chart is an SVG with role="img",
// named by its title and described by a sentence that says what it shows; its numbers are also a
// table in a disclosure under it, for screen readers and for anyone who wants the exact figures.
import { useId, type ReactNode } from 'react';
import type { OrganisationStatistics } from '@moveable/contract';
import { usePageContext } from '@moveable/shared';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatMonth } from './format.ts';
import { useWidth } from './use-width.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

const STATES = ['fame', 'shame', 'fixed', 'answered', 'archived'] as const;
type State = (typeof STATES)[number];

interface ChartFigureProps {
  title: string;
  description: string;
  table: ReactNode;
  /** Draws the chart at the width it is shown. */
  children: (width: number) => ReactNode;
}

function ChartFigure({ title, description, table, children }: ChartFigureProps) {
  const { t } = useOrganisationTranslation();
  const titleId = useId();
  const [box, width] = useWidth<HTMLDivElement>(640);
  return (
    <figure className="mp-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="mp-chart__title">
        {title}
      </figcaption>
      <p className="mp-chart__summary">{description}</p>
      <div ref={box}>{children(width)}</div>
      <details className="mp-chart__table">
        <summary>{t('statistics.showTable')}</summary>
        {table}
      </details>
    </figure>
  );
}

/** A chart's numbers as a table: a row header per bar, its value beside it. */
function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: [string, string];
  rows: { key: string; label: string; value: string }[];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StateChart({ statistics }: { statistics: OrganisationStatistics }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const number = new Intl.NumberFormat(locale);
  const value = (state: State) => statistics.spots[state];
  const summary = t('statistics.byState.summary', Object.fromEntries(STATES.map((state) => [state, number.format(value(state))])));
  const title = t('statistics.byState.title');
  const draw = (width: number) => {
    const labelWidth = Math.min(200, width * 0.45);
    const height = STATES.length * 40;
    const y = scaleBand<State>({ domain: [...STATES], range: [0, height], padding: 0.3 });
    const x = scaleLinear<number>({ domain: [0, Math.max(1, ...STATES.map(value))], range: [0, Math.max(10, width - labelWidth - 50)] });
    return (
      <svg className="mp-chart__svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${title}: ${summary}`}>
        {STATES.map((state) => {
          const barWidth = x(value(state));
          return (
            <Group key={state} top={y(state) ?? 0}>
              <text className="mp-chart__label" x={labelWidth - 8} y={y.bandwidth() / 2} dy="0.35em" textAnchor="end">
                {t(`statistics.byState.${state}`)}
              </text>
              <Bar className={`mp-chart__bar mp-chart__bar--${state}`} x={labelWidth} y={0} width={barWidth} height={y.bandwidth()} rx={3} />
              <text className="mp-chart__value" x={labelWidth + barWidth + 6} y={y.bandwidth() / 2} dy="0.35em">
                {number.format(value(state))}
              </text>
            </Group>
          );
        })}
      </svg>
    );
  };
  return (
    <ChartFigure
      title={title}
      description={summary}
      table={
        <FiguresTable
          caption={title}
          columns={[t('statistics.byState.state'), t('statistics.byState.count')]}
          rows={STATES.map((state) => ({ key: state, label: t(`statistics.byState.${state}`), value: number.format(value(state)) }))}
        />
      }
    >
      {draw}
    </ChartFigure>
  );
}

export function MonthsChart({ statistics }: { statistics: OrganisationStatistics }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const number = new Intl.NumberFormat(locale);
  const months = statistics.months;
  const total = months.reduce((sum, m) => sum + m.spots, 0);
  const peak = months.reduce((best, m) => (m.spots > best.spots ? m : best), months[0] ?? { month: '', spots: 0 });
  const from = months[0] ? formatMonth(months[0].month, locale) : '';
  const to = months.at(-1) ? formatMonth(months.at(-1)!.month, locale) : '';
  const summary =
    total === 0
      ? t('statistics.byMonth.summaryNone', { from, to })
      : t('statistics.byMonth.summary', {
          total: number.format(total),
          from,
          to,
          peakMonth: formatMonth(peak.month, locale),
          peak: number.format(peak.spots),
        });
  const title = t('statistics.byMonth.title');
  const draw = (width: number) => {
    const height = 240;
    const margin = { top: 10, right: 8, bottom: 36, left: 40 };
    const innerWidth = width - margin.left - margin.right;
    const innerHeight = height - margin.top - margin.bottom;
    const labelEvery = width < 480 ? 6 : 3;
    const x = scaleBand<string>({ domain: months.map((m) => m.month), range: [0, innerWidth], padding: 0.2 });
    const y = scaleLinear<number>({ domain: [0, Math.max(1, ...months.map((m) => m.spots))], range: [innerHeight, 0], nice: true });
    return (
      <svg className="mp-chart__svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${title}: ${summary}`}>
        <Group left={margin.left} top={margin.top}>
          {/* whole numbers only: a count of spots has no halves */}
          {y
            .ticks(4)
            .filter(Number.isInteger)
            .map((tick) => (
              <g key={tick} className="mp-chart__axis" transform={`translate(0, ${y(tick)})`}>
                <line x1={0} x2={innerWidth} />
                <text x={-6} dy="0.35em" textAnchor="end">
                  {number.format(tick)}
                </text>
              </g>
            ))}
          {months.map((m) => (
            <Bar
              key={m.month}
              className="mp-chart__bar"
              x={x(m.month)}
              y={y(m.spots)}
              width={x.bandwidth()}
              height={innerHeight - y(m.spots)}
              rx={2}
            />
          ))}
          {/* a label every third month (sixth on a phone): 24 would overlap */}
          {months
            .filter((_, index) => index % labelEvery === 0)
            .map((m) => (
              <text key={m.month} className="mp-chart__tick" x={(x(m.month) ?? 0) + x.bandwidth() / 2} y={innerHeight + 20} textAnchor="middle">
                {formatMonth(m.month, locale, 'short')}
              </text>
            ))}
        </Group>
      </svg>
    );
  };
  return (
    <ChartFigure
      title={title}
      description={summary}
      table={
        <FiguresTable
          caption={title}
          columns={[t('statistics.byMonth.month'), t('statistics.byMonth.count')]}
          rows={months.map((m) => ({ key: m.month, label: formatMonth(m.month, locale), value: number.format(m.spots) }))}
        />
      }
    >
      {draw}
    </ChartFigure>
  );
}

export default function StatisticsCharts({ statistics }: { statistics: OrganisationStatistics }) {
  return (
    <div className="mp-charts">
      <StateChart statistics={statistics} />
      <MonthsChart statistics={statistics} />
    </div>
  );
}
