// Lines of the audit log as a table: who, what, on what (with a link to the spot where the action
// concerns one), when, and what changed.
import { Link, usePageContext } from '@moveable/shared';
import type { AuditEntry } from '@moveable/contract';
import { formatMoment } from '../common/format-moment.ts';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { AuditChanges } from './audit-changes.tsx';

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const subject = t(`audit.subjects.${entry.subjectType}`, { id: entry.subjectId });
  return (
    <tr>
      <td>{entry.actor ? (entry.actor.username ?? t('audit.deletedAccount')) : t('audit.platform')}</td>
      <td>{t(`audit.names.${entry.action}`)}</td>
      <td>
        {entry.spotId === null ? (
          subject
        ) : (
          <Link to={`/spots/${entry.spotId}`}>
            {entry.subjectType === 'spot' && entry.subjectId === entry.spotId
              ? subject
              : `${subject} · ${t('audit.subjects.spot', { id: entry.spotId })}`}
          </Link>
        )}
        {entry.note ? <span className="ma-audit__note">{entry.note}</span> : null}
      </td>
      <td>
        <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time>
      </td>
      <td>
        <AuditChanges entry={entry} />
      </td>
    </tr>
  );
}

export function AuditTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  const { t } = useAdminTranslation();
  return (
    <div className="ma-audit">
      <table>
        <caption className="ms-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.subject')}</th>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
