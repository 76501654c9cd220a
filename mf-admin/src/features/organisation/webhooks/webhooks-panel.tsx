// The webhooks of an organisation: the list with each endpoint's events and state, "send test",
// disable or enable, its delivery log, delete (asked twice); and a new one, whose signing secret is
// shown this once. Every outcome is announced (role="status"); the secret box takes the focus.
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhook, Platform, Webhook, WebhookEvent } from '@moveable/contract';
import { Button, Spinner, type ApiClient } from '@moveable/shared';
import { useAdminTranslation } from '../../common/use-admin-translation.ts';
import { loadTexts } from '../../../i18n/index.ts';
import { adminParts } from '../../../i18n/parts.ts';
import type { ConfirmAction } from '../confirm-action.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { WebhookForm } from './webhook-form.tsx';
import { useWebhooks, webhookKeys } from './use-webhooks.ts';

/** The section's texts (the `webhooks` part), loaded with its chunk. */
export const textsReady = loadTexts(adminParts.webhooks!);

export interface WebhooksPanelProps {
  platform: Platform;
  slug: string;
  /** The organisation page's API client and confirm button (webhooks-section.tsx says why). */
  api: ApiClient;
  Confirm: typeof ConfirmAction;
}

export function WebhooksPanel({ platform, slug, api, Confirm }: WebhooksPanelProps) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const webhooks = useWebhooks(api, platform, slug);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [openLog, setOpenLog] = useState<number | null>(null);
  const secretRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (created) secretRef.current?.focus();
  }, [created]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all(platform, slug) });

  async function act(run: () => Promise<string>) {
    setStatus('');
    setFailure('');
    try {
      setStatus(await run());
    } catch {
      setFailure(t('webhooks.errors.generic'));
    }
    await refresh();
  }

  async function add(values: { url: string; events: WebhookEvent[] }) {
    setStatus('');
    const webhook = await api.post('/organisations/:slug/webhooks', { params: { slug }, body: values });
    setCreated(webhook);
    await refresh();
  }

  const ping = (w: Webhook) =>
    act(async () => {
      const delivery = await api.post('/organisations/:slug/webhooks/:id/ping', { params: { slug, id: w.id } });
      if (openLog === w.id) await queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(platform, slug, w.id) });
      return delivery.status === 'delivered'
        ? t('webhooks.pingDelivered', { code: delivery.responseCode })
        : t('webhooks.pingFailed', { error: delivery.error ?? '' });
    });

  const toggle = (w: Webhook) =>
    act(async () => {
      await api.patch('/organisations/:slug/webhooks/:id', { params: { slug, id: w.id }, body: { enabled: !w.enabled } });
      return t(w.enabled ? 'webhooks.disabledNow' : 'webhooks.enabledNow', { url: w.url });
    });

  const remove = (w: Webhook) =>
    act(async () => {
      await api.delete('/organisations/:slug/webhooks/:id', { params: { slug, id: w.id } });
      return t('webhooks.deleted', { url: w.url });
    });

  return (
    <section className="ma-org-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('webhooks.title')}</h2>
      <p>{t('webhooks.intro')}</p>
      <p role="status" className="ma-field__hint">
        {status}
      </p>
      <p role="alert" className="ma-form__alert">
        {failure}
      </p>
      {created ? (
        <div ref={secretRef} tabIndex={-1} className="ma-profile" role="group" aria-label={t('webhooks.secretTitle')}>
          <h3>{t('webhooks.secretTitle')}</h3>
          <p>{t('webhooks.secretOnce', { url: created.url })}</p>
          <p>
            <code data-testid="webhook-secret">{created.secret}</code>
          </p>
          <Button size="sm" onClick={() => setCreated(null)}>
            {t('webhooks.secretDone')}
          </Button>
        </div>
      ) : null}
      {webhooks.isPending ? (
        <Spinner size="sm" />
      ) : webhooks.isError ? (
        <p role="alert">{t('webhooks.errors.generic')}</p>
      ) : webhooks.data.items.length === 0 ? (
        <p>{t('webhooks.empty')}</p>
      ) : (
        <ul className="ma-list">
          {webhooks.data.items.map((w) => (
            <li key={w.id}>
              <h3>
                <code>{w.url}</code>
              </h3>
              <p>{t('webhooks.subscribed', { events: w.events.map((e) => t(`webhooks.eventNames.${e}`)).join(', ') })}</p>
              <p>
                {w.enabled
                  ? t('webhooks.state.enabled')
                  : w.disabledReason === 'failures'
                    ? t('webhooks.state.failures', { count: w.consecutiveFailures })
                    : t('webhooks.state.manual')}
              </p>
              <div className="ma-actions">
                <Button size="sm" onClick={() => void ping(w)}>
                  {t('webhooks.ping', { url: w.url })}
                </Button>
                <Button size="sm" onClick={() => void toggle(w)}>
                  {t(w.enabled ? 'webhooks.disable' : 'webhooks.enable', { url: w.url })}
                </Button>
                <Button size="sm" aria-expanded={openLog === w.id} onClick={() => setOpenLog(openLog === w.id ? null : w.id)}>
                  {t('webhooks.showLog', { url: w.url })}
                </Button>
                <Confirm
                  label={t('webhooks.delete', { url: w.url })}
                  question={t('webhooks.confirmDelete', { url: w.url })}
                  confirm={t('webhooks.confirm')}
                  cancel={t('webhooks.cancel')}
                  onConfirm={() => remove(w)}
                />
              </div>
              {openLog === w.id ? <DeliveryLog api={api} platform={platform} slug={slug} id={w.id} url={w.url} /> : null}
            </li>
          ))}
        </ul>
      )}
      <WebhookForm onSubmit={add} />
    </section>
  );
}
