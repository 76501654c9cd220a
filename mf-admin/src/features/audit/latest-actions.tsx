// The dashboard's newest actions of moderators and administrators (the audit log's first page).
import { useId, useInsertionEffect } from 'react';
import { ErrorScreen, Spinner, addPageCss } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { AuditTable } from './audit-table.tsx';
import { useLatestActions } from './use-latest-actions.ts';
import auditCss from './audit.css?inline';

export function LatestActions() {
  useInsertionEffect(() => addPageCss([auditCss]), []);
  const { t } = useAdminTranslation();
  const headingId = useId();
  const actions = useLatestActions();
  let body;
  if (actions.isPending) body = <Spinner size="sm" label={t('audit.latest.loading')} />;
  else if (actions.isError)
    body = <ErrorScreen error={actions.error} message={t('audit.latest.error')} headingLevel={3} size="small" onRetry={() => actions.refetch()} />;
  else if (actions.data.length === 0) body = <p>{t('audit.latest.empty')}</p>;
  else body = <AuditTable entries={actions.data} caption={t('audit.latest.title')} />;
  return (
    <section className="ma-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('audit.latest.title')}</h2>
      {body}
    </section>
  );
}
