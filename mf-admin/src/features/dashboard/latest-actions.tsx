// The newest actions of moderators and administrators (the audit log): who, what, on what, when,
// with a link to the spot where the action concerns one.
import { useId } from 'react';
import { ErrorScreen, Link, Spinner, usePageContext } from '@moveable/shared';
import type { AuditEntry } from '@moveable/contract';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { formatMoment } from './format.ts';
import { useLatestActions } from './use-latest-actions.ts';

function ActionRow({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const subject = t(`dashboard.actions.subjects.${entry.subjectType}`, { id: entry.subjectId });
  return (
    <tr>
      <td>{entry.actor ? (entry.actor.username ?? t('dashboard.actions.deletedAccount')) : t('dashboard.actions.platform')}</td>
      <td>{t(`dashboard.actions.names.${entry.action}`, { defaultValue: entry.action })}</td>
      <td>
        {entry.spotId === null ? (
          subject
        ) : (
          <Link to={`/spots/${entry.spotId}`}>
            {entry.subjectType === 'spot' ? subject : `${subject} · ${t('dashboard.actions.subjects.spot', { id: entry.spotId })}`}
          </Link>
        )}
        {entry.note ? <span className="ma-actions__note">{entry.note}</span> : null}
      </td>
      <td>
        <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time>
      </td>
    </tr>
  );
}

export function LatestActions() {
  const { t } = useAdminTranslation();
  const headingId = useId();
  const actions = useLatestActions();
  let body;
  if (actions.isPending) body = <Spinner size="sm" label={t('dashboard.actions.loading')} />;
  else if (actions.isError)
    body = (
      <ErrorScreen error={actions.error} message={t('dashboard.actions.error')} headingLevel={3} size="small" onRetry={() => actions.refetch()} />
    );
  else if (actions.data.length === 0) body = <p>{t('dashboard.actions.empty')}</p>;
  else
    body = (
      <div className="ma-actions">
        <table>
          <caption className="ms-visually-hidden">{t('dashboard.actions.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.actions.who')}</th>
              <th scope="col">{t('dashboard.actions.what')}</th>
              <th scope="col">{t('dashboard.actions.subject')}</th>
              <th scope="col">{t('dashboard.actions.when')}</th>
            </tr>
          </thead>
          <tbody>
            {actions.data.map((entry) => (
              <ActionRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="ma-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.actions.title')}</h2>
      {body}
    </section>
  );
}
