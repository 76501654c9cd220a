// /admin?view=history&spot={id}: everything moderators and administrators did with one spot and
// its comments (the audit log's lines of the spot), newest first, with what each changed; linked
// from the spot's page and the moderation queue.
import { useInsertionEffect } from 'react';
import { Button, ErrorScreen, Link, Spinner, addPageCss, useDocumentTitle } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { AuditTable } from './audit-table.tsx';
import { useSpotHistory } from './use-spot-history.ts';
import auditCss from './audit.css?inline';

function HistoryLines({ spotId }: { spotId: number }) {
  const { t } = useAdminTranslation();
  const history = useSpotHistory(spotId);
  if (history.isPending) return <Spinner size="md" label={t('audit.history.loading')} />;
  if (history.isError)
    return <ErrorScreen error={history.error} message={t('audit.history.error')} headingLevel={2} size="small" onRetry={() => history.refetch()} />;
  if (history.data.length === 0) return <p>{t('audit.history.empty')}</p>;
  return (
    <>
      <AuditTable entries={history.data} caption={t('audit.history.title', { id: spotId })} />
      <p aria-live="polite">{t('audit.history.shown', { count: history.data.length })}</p>
      {history.hasNextPage ? (
        <Button disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? t('audit.history.loadingMore') : t('audit.history.more')}
        </Button>
      ) : null}
    </>
  );
}

export function SpotHistoryPage({ spotId }: { spotId: number }) {
  useInsertionEffect(() => addPageCss([auditCss]), []);
  const { t } = useAdminTranslation();
  const title = t('audit.history.title', { id: spotId });
  useDocumentTitle(title);
  return (
    <div className="ma-history">
      <h1>{title}</h1>
      <p>{t('audit.history.intro')}</p>
      <p className="ma-history__links">
        <Link to={`/spots/${spotId}`}>{t('audit.history.toSpot')}</Link>
        <Link to="/admin">{t('audit.history.toDashboard')}</Link>
      </p>
      <HistoryLines spotId={spotId} />
    </div>
  );
}
