// The organisations' webhooks as a job of the scheduler: every WEBHOOKS_INTERVAL (15 s by
// default), at start too, the due deliveries go out (domain/webhooks/deliver.ts). Due is by
// next_attempt_at, so a server that was down sends what fell due meanwhile at once.
import type { JobsConfig, WebhooksConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createWebhookDeliverer } from '../domain/webhooks/deliver.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './scheduler.ts';

export function webhookJobs(db: Database, config: JobsConfig, webhooks: WebhooksConfig, log: FastifyBaseLogger): Job[] {
  const deliverer = createWebhookDeliverer(db.kysely, {
    ...webhooks,
    publicUrl: config.alerts.publicUrl,
    onDisabled: async (webhookId) => {
      log.warn({ webhookId }, 'webhook disabled after repeated failures');
    },
  });
  return [{ name: 'webhook-deliveries', schedule: { everyMs: config.webhooksIntervalMs, runAtStart: true }, run: () => deliverer.run() }];
}
