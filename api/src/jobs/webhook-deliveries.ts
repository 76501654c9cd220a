// The organisations' webhooks as a job of the scheduler: every WEBHOOKS_INTERVAL (15 s by
// default), at start too, the due deliveries go out (domain/webhooks/deliver.ts). Due is by
// next_attempt_at, so a server that was down sends what fell due meanwhile at once. A webhook
// disabled after repeated failures is told to its organisation's administrators by mail.
import type { JobsConfig, WebhooksConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createWebhookDeliverer } from '../domain/webhooks/deliver.ts';
import { mailWebhookDisabled } from '../domain/webhooks/disabled-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './scheduler.ts';

export function webhookJobs(db: Database, mailer: Mailer, config: JobsConfig, webhooks: WebhooksConfig, log: FastifyBaseLogger): Job[] {
  const deliverer = createWebhookDeliverer(db.kysely, {
    ...webhooks,
    publicUrl: config.alerts.publicUrl,
    onDisabled: async (webhookId) => {
      log.warn({ webhookId }, 'webhook disabled after repeated failures');
      await mailWebhookDisabled(db.kysely, mailer, config.alerts.publicUrl, webhookId);
    },
  });
  return [{ name: 'webhook-deliveries', schedule: { everyMs: config.webhooksIntervalMs, runAtStart: true }, run: () => deliverer.run() }];
}
