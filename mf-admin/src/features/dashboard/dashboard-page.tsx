// /admin: the platform's dashboard for moderators and administrators: the totals of a country (or
// all) over the last days against the days before, the trends per day, the newest admin actions
// and the moderation queue (other features with sections of their own: routes.tsx hands them in as
// `moderationQueue` and `latestActions`).
import { useId, useInsertionEffect, useState, type ReactNode } from 'react';
import { ErrorScreen, Spinner, addPageCss, useDocumentTitle, usePageContext } from '@moveable/shared';
import { DEFAULT_DASHBOARD_DAYS, PLATFORM_COUNTRIES, WORLD, type Platform } from '@moveable/contract';
import { FigureCards } from '../common/figure-cards.tsx';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { useDashboard } from '../common/use-dashboard.ts';
import { ScopeSwitch } from './scope-switch.tsx';
import { TrendCharts } from './trend-charts.tsx';
import dashboardCss from './dashboard.css?inline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="ma-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

export function DashboardPage({ moderationQueue, latestActions }: { moderationQueue?: ReactNode; latestActions?: ReactNode }) {
  useInsertionEffect(() => addPageCss([dashboardCss]), []);
  const { t } = useAdminTranslation();
  const { platform, country: siteCountry } = usePageContext();
  useDocumentTitle(t('dashboard.title'));
  // The site's country to start with, when the platform runs there; else all of them.
  const [country, setCountry] = useState(() => ((PLATFORM_COUNTRIES[platform as Platform] ?? []).includes(siteCountry) ? siteCountry : WORLD));
  const [days, setDays] = useState<number>(DEFAULT_DASHBOARD_DAYS);
  const dashboard = useDashboard(country, days);

  let figures;
  let trends;
  if (dashboard.isPending) {
    figures = <Spinner size="md" label={t('dashboard.loading')} />;
    trends = null;
  } else if (dashboard.isError) {
    figures = (
      <ErrorScreen error={dashboard.error} message={t('dashboard.error')} headingLevel={3} size="small" onRetry={() => dashboard.refetch()} />
    );
    trends = null;
  } else {
    figures = (
      <>
        <FigureCards dashboard={dashboard.data} />
        <p className="ma-dashboard__note">
          {t(dashboard.data.newAccountsScope === 'world' ? 'dashboard.figures.accountsWorld' : 'dashboard.figures.accountsCountry')}{' '}
          {t('dashboard.figures.pageViews')}
        </p>
      </>
    );
    trends = <TrendCharts dashboard={dashboard.data} />;
  }

  return (
    <div className="ma-dashboard">
      <h1>{t('dashboard.title')}</h1>
      <ScopeSwitch country={country} days={days} onCountry={setCountry} onDays={setDays} />
      {/* the figures change with the switch: announced politely, not the whole page */}
      <div aria-live="polite" aria-busy={dashboard.isFetching}>
        <Section title={t('dashboard.figures.title', { count: days })}>{figures}</Section>
      </div>
      {trends ? <Section title={t('dashboard.trends.title')}>{trends}</Section> : null}
      {/* sections of their own with their h2 (features/moderation, features/audit) */}
      {moderationQueue}
      {latestActions}
    </div>
  );
}
