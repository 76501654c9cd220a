// The webhooks' own SQL and their wire form. The secret never leaves here except in the answer
// of the creation (index.ts).
import type { Webhook, WebhookDelivery, WebhookEvent } from '@moveable/contract';
import { WEBHOOK_LOG_SIZE } from '@moveable/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB, WebhookDeliveriesTable, WebhooksTable } from '../../db/schema.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function toWebhook(row: Selectable<WebhooksTable>): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    consecutiveFailures: row.consecutive_failures,
    createdAt: row.created_at.toISOString(),
  };
}

export function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    durationMs: row.duration_ms,
    error: row.error,
    nextAttemptAt: iso(row.next_attempt_at),
    lastAttemptAt: iso(row.last_attempt_at),
    createdAt: row.created_at.toISOString(),
  };
}

export function listWebhooks(db: Kysely<DB>, organisationId: number) {
  return db.selectFrom('webhooks').selectAll().where('organisation_id', '=', organisationId).orderBy('id').execute();
}

export function findWebhook(db: Kysely<DB>, organisationId: number, id: number) {
  return db.selectFrom('webhooks').selectAll().where('organisation_id', '=', organisationId).where('id', '=', id).executeTakeFirst();
}

export async function countWebhooks(db: Kysely<DB>, organisationId: number): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listDeliveries(db: Kysely<DB>, webhookId: number) {
  return db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('id', 'desc').limit(WEBHOOK_LOG_SIZE).execute();
}

export function findDelivery(db: Kysely<DB>, id: number) {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
