// One webhook's newest deliveries as a table: when, which event, its state, the answer's code,
// how long it took, the attempts, the next attempt and the error.
import type { Platform } from '@moveable/contract';
import { Spinner, usePageContext, type ApiClient } from '@moveable/shared';
import { useAdminTranslation } from '../../common/use-admin-translation.ts';
import { useDeliveries } from './use-webhooks.ts';

export function DeliveryLog({ api, platform, slug, id, url }: { api: ApiClient; platform: Platform; slug: string; id: number; url: string }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const deliveries = useDeliveries(api, platform, slug, id);
  const time = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso)) : '–';
  if (deliveries.isPending) return <Spinner size="sm" />;
  if (deliveries.isError) return <p role="alert">{t('webhooks.errors.generic')}</p>;
  if (deliveries.data.items.length === 0) return <p>{t('webhooks.log.empty')}</p>;
  return (
    <table className="ma-table">
      <caption>{t('webhooks.log.caption', { url })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('webhooks.log.time')}</th>
          <th scope="col">{t('webhooks.log.event')}</th>
          <th scope="col">{t('webhooks.log.status')}</th>
          <th scope="col">{t('webhooks.log.code')}</th>
          <th scope="col">{t('webhooks.log.duration')}</th>
          <th scope="col">{t('webhooks.log.attempts')}</th>
          <th scope="col">{t('webhooks.log.next')}</th>
          <th scope="col">{t('webhooks.log.error')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.data.items.map((d) => (
          <tr key={d.id}>
            <td>{time(d.lastAttemptAt ?? d.createdAt)}</td>
            <td>
              <code>{d.event}</code>
            </td>
            <td>{t(`webhooks.log.statuses.${d.status}`)}</td>
            <td>{d.responseCode ?? '–'}</td>
            <td>{d.durationMs === null ? '–' : t('webhooks.log.ms', { ms: d.durationMs })}</td>
            <td>{d.attempts}</td>
            <td>{time(d.nextAttemptAt)}</td>
            <td>{d.error ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
