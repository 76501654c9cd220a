// What <moveable-admin-figures> shows: the dashboard's totals as cards, for signed-in staff (the
// gate says "sign in" or "no access" to anyone else); country and language from the element's
// common attributes, days from its own (30 unless told).
import { useId } from 'react';
import { ErrorScreen, Spinner, usePageContext } from '@moveable/shared';
import { DEFAULT_DASHBOARD_DAYS, MAX_DASHBOARD_DAYS } from '@moveable/contract';
import { AccessGate } from '../common/access-gate.tsx';
import { FigureCards } from '../common/figure-cards.tsx';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { useDashboard } from '../common/use-dashboard.ts';

export interface AdminFiguresProps {
  days?: number;
}

function Figures({ days }: { days: number }) {
  const { t } = useAdminTranslation();
  const { country } = usePageContext();
  const headingId = useId();
  const dashboard = useDashboard(country, days);
  let body;
  if (dashboard.isPending) body = <Spinner size="md" label={t('dashboard.loading')} />;
  else if (dashboard.isError)
    body = <ErrorScreen error={dashboard.error} message={t('dashboard.error')} headingLevel={3} size="small" onRetry={() => dashboard.refetch()} />;
  else body = <FigureCards dashboard={dashboard.data} />;
  return (
    <section className="ma-element" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.figures.title', { count: days })}</h2>
      {body}
    </section>
  );
}

export function AdminFigures({ days }: AdminFiguresProps) {
  const shown = days !== undefined && Number.isInteger(days) && days >= 1 && days <= MAX_DASHBOARD_DAYS ? days : DEFAULT_DASHBOARD_DAYS;
  return (
    <AccessGate need={{ kind: 'staff' }}>
      <Figures days={shown} />
    </AccessGate>
  );
}
