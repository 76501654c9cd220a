// The before and after of one audit line, behind a disclosure: a table of the fields that changed.
import { usePageContext } from '@moveable/shared';
import type { AuditEntry } from '@moveable/contract';
import { formatMoment } from '../common/format-moment.ts';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { auditChanges, describeValue, type ValueWords } from './changes.ts';

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <>{t('audit.noChanges')}</>;
  const numbers = new Intl.NumberFormat(locale);
  const words: ValueWords = {
    none: t('audit.none'),
    yes: t('audit.yes'),
    no: t('audit.no'),
    field: (name) => t(`audit.fields.${name}`, { defaultValue: name }),
    moment: (iso) => formatMoment(iso, locale),
    number: (n) => numbers.format(n),
  };
  return (
    <details className="ma-audit__changes">
      <summary>{t('audit.showChanges')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{words.field(change.field)}</th>
              <td>{describeValue(change.before, words)}</td>
              <td>{describeValue(change.after, words)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
