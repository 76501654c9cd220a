// The dashboard's figures in four small reads of counts kept by triggers (migration 0050), whatever
// the number of spots: per platform, country and day (at most countries × 2·days rows), new
// accounts per country and day, open reports per platform and country; and the page views and
// visitors per platform, site and day that POST /event keeps (migration 0052). The worldwide
// figures add up every site's, the worldwide site's ('world') included.
import { sql, type Kysely } from 'kysely';
import { DASHBOARD_METRICS, type Dashboard, type DashboardDay, type DashboardMetric, type Platform } from '@moveable/contract';
import type { DB } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DashboardRequest {
  platform: Platform;
  /** null: every country of the platform. */
  country: string | null;
  days: number;
  /** When "today" is (tests and the bench pass their own). */
  now: Date;
}

type Counts = Record<DashboardMetric, number>;
const zero = (): Counts => Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, 0])) as Counts;

export async function dashboardFigures(db: Kysely<DB>, request: DashboardRequest): Promise<Omit<Dashboard, 'platform' | 'country'>> {
  const { platform, country, days } = request;
  const todayMs = Date.UTC(request.now.getUTCFullYear(), request.now.getUTCMonth(), request.now.getUTCDate());
  const fromMs = todayMs - (days - 1) * DAY_MS;
  const previousFromMs = fromMs - days * DAY_MS;
  const previousFrom = isoDay(previousFromMs);
  const to = isoDay(todayMs);

  const [kept, accounts, reports, views] = await Promise.all([
    sql<{ day: string; new_fame: number; new_shame: number; fixed: number; comments: number; official_answers: number }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(new_fame)::int AS new_fame, sum(new_shame)::int AS new_shame,
        sum(fixed)::int AS fixed, sum(comments)::int AS comments, sum(official_answers)::int AS official_answers
      FROM dashboard_daily_counts
      WHERE platform = ${platform} ${country === null ? sql`` : sql`AND country = ${country}`}
        AND day BETWEEN ${previousFrom}::date AND ${to}::date
      GROUP BY day`.execute(db),
    sql<{ day: string; n: number }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(accounts)::int AS n
      FROM dashboard_account_counts
      WHERE day BETWEEN ${previousFrom}::date AND ${to}::date ${country === null ? sql`` : sql`AND country = ${country}`}
      GROUP BY day`.execute(db),
    sql<{ n: number }>`
      SELECT coalesce(sum(open_reports), 0)::int AS n
      FROM dashboard_open_reports
      WHERE platform = ${platform} ${country === null ? sql`` : sql`AND country = ${country}`}`.execute(db),
    sql<{ day: string; views: number; visitors: number }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views)::int AS views, sum(visitors)::int AS visitors
      FROM analytics_daily_totals
      WHERE platform = ${platform} ${country === null ? sql`` : sql`AND country = ${country}`}
        AND day BETWEEN ${previousFrom}::date AND ${to}::date
      GROUP BY day`.execute(db),
  ]);

  const byDay = new Map<string, Counts>();
  const at = (day: string) => {
    let counts = byDay.get(day);
    if (!counts) byDay.set(day, (counts = zero()));
    return counts;
  };
  for (const row of kept.rows) {
    const c = at(row.day);
    c.newFame = row.new_fame;
    c.newShame = row.new_shame;
    c.newSpots = row.new_fame + row.new_shame;
    c.fixed = row.fixed;
    c.comments = row.comments;
    c.officialAnswers = row.official_answers;
  }
  for (const row of accounts.rows) at(row.day).newAccounts = row.n;
  for (const row of views.rows) {
    const c = at(row.day);
    c.pageViews = row.views;
    c.visitors = row.visitors;
  }

  const series: DashboardDay[] = [];
  const current = zero();
  const previous = zero();
  for (let ms = previousFromMs; ms <= todayMs; ms += DAY_MS) {
    const day = isoDay(ms);
    const counts = byDay.get(day) ?? zero();
    const sums = ms < fromMs ? previous : current;
    for (const m of DASHBOARD_METRICS) sums[m] += counts[m];
    if (ms >= fromMs) series.push({ day, ...counts });
  }
  return {
    days,
    from: isoDay(fromMs),
    to,
    totals: Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, { current: current[m], previous: previous[m] }])) as Dashboard['totals'],
    series,
    openReports: reports.rows[0]?.n ?? 0,
    newAccountsScope: country === null ? 'world' : 'country',
  };
}
