// The outbox as a table, newest first, page by page ("load more" follows the API's cursor); a
// row's subject opens its details.
import { Button, ErrorScreen, Spinner, usePageContext } from '@moveable/shared';
import type { EmailSummary } from '@moveable/contract';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import type { EmailFilters } from './email-keys.ts';
import { useEmailList } from './use-emails.ts';

export function EmailList({ filters, selected, onOpen }: { filters: EmailFilters; selected: number | null; onOpen: (id: number) => void }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const list = useEmailList(filters);
  if (list.isPending) return <Spinner size="md" />;
  if (list.isError) return <ErrorScreen error={list.error} size="small" headingLevel={2} onRetry={() => list.refetch()} />;
  const items: EmailSummary[] = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="ma-emails-empty">{t('emails.empty')}</p>;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      <div className="ma-email-table-wrap">
        <table className="ma-email-table" aria-label={t('emails.listLabel')} aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('emails.status')}</th>
              <th scope="col">{t('emails.subject')}</th>
              <th scope="col">{t('emails.to')}</th>
              <th scope="col">{t('emails.template')}</th>
              <th scope="col">{t('emails.created')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((email) => (
              <tr key={email.id} aria-current={selected === email.id ? 'true' : undefined}>
                <td>
                  <span className={`ma-email-status ma-email-status--${email.status}`}>{t(`emails.statuses.${email.status}`)}</span>
                </td>
                <td>
                  <button
                    type="button"
                    className="ma-email-open"
                    aria-label={t('emails.open', { subject: email.subject })}
                    onClick={() => onOpen(email.id)}
                  >
                    {email.subject}
                  </button>
                </td>
                <td>{email.to}</td>
                <td>{t(`emails.templates.${email.template}`, { defaultValue: email.template })}</td>
                <td>
                  <time dateTime={email.createdAt}>{when.format(new Date(email.createdAt))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.hasNextPage ? (
        <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('emails.more')}
        </Button>
      ) : null}
    </>
  );
}
