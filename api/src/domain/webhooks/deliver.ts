// Sending webhook deliveries (issue 15): the webhook-deliveries job's run() sends every pending
// delivery that is due, and ping() sends a test at once. The body is { id, event, occurredAt,
// data } (data.spot.url added here from PUBLIC_URL), signed anew at each attempt (signature.ts).
//
// An answer 2xx within the timeout is a success; anything else (another status, a refused or
// timed-out connection, a private address) a failure: the delivery waits for its next attempt by
// the backoff schedule (WEBHOOK_RETRY_SCHEDULE), or is failed when that is used up. Every
// attempt's outcome is written on the delivery row (the log). Failed attempts in a row count on
// the webhook; at WEBHOOK_DISABLE_AFTER it is disabled, and its organisation's administrators are
// told by mail. A webhook that failed in a run is not tried again in the same run, so one dead
// endpoint costs one timeout per run, not one per pending event.
//
// `now` is injectable: the tests drive run() through a receiver's downtime without waiting.
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { WebhooksConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { sitePageUrl } from '../site-links.ts';
import { checkWebhookUrl, guardedLookup } from './target-guard.ts';
import { signatureHeader } from './signature.ts';

export interface DeliveryOptions extends WebhooksConfig {
  /** Origin for the spots' page addresses, e.g. https://bikeable.ch. */
  publicUrl: string;
  /** Tests: the clock of attempts and backoff. */
  now?: () => Date;
  /** Told when an endpoint was disabled (the mail to its organisation's administrators). */
  onDisabled?: (webhookId: number) => Promise<void>;
}

export interface AttemptOutcome {
  ok: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
}

/** Deliveries sent per run at most; the rest wait for the next run. */
const BATCH = 200;
/**
 * No new attempt starts after this long in one run: the scheduler runs one job at a time, so slow
 * receivers must not hold the organisations' alerts back; the rest go out in the next run.
 */
const RUN_BUDGET_MS = 60_000;
/** What of an answer's body is read (then dropped): receivers answer small. */
const MAX_ANSWER_BYTES = 64 * 1024;

interface StoredPayload {
  occurredAt: string;
  data: { spot?: { id: number; platform: string; country: string } & Record<string, unknown> } & Record<string, unknown>;
}

/** The body as sent: the stored event with the spot's page address. */
export function composeBody(publicUrl: string, eventId: string, event: string, payload: string): string {
  const stored = JSON.parse(payload) as StoredPayload;
  const spot = stored.data.spot;
  const data = spot
    ? {
        ...stored.data,
        spot: {
          ...spot,
          url: sitePageUrl(
            publicUrl,
            { platform: spot.platform as never, country: spot.country === 'world' ? null : spot.country },
            `/spots/${spot.id}`,
            'de',
          ),
        },
      }
    : stored.data;
  return JSON.stringify({ id: eventId, event, occurredAt: stored.occurredAt, data });
}

/** One POST; resolves with the outcome, never rejects. */
export function postSigned(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = checkWebhookUrl(url, options.allowPrivate);
    } catch (error) {
      resolve({ ok: false, responseCode: null, durationMs: 0, error: (error as Error).message });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'moveable-webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(options.allowPrivate),
        // A connection of its own: a kept-alive socket to a receiver that restarted would fail the attempt.
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () => {
          const code = response.statusCode ?? 0;
          const ok = code >= 200 && code < 300;
          finish({ ok, responseCode: code, durationMs: took(), error: ok ? null : `HTTP ${code}` });
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const message =
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? `timed out after ${options.timeoutMs} ms`
          : error.message || error.code || 'request failed';
      finish({ ok: false, responseCode: null, durationMs: took(), error: message.slice(0, 500) });
    });
    request.end(body);
  });
}

export function createWebhookDeliverer(db: Kysely<DB>, options: DeliveryOptions) {
  const clock = options.now ?? (() => new Date());

  async function send(delivery: { id: number; event_id: string; event: string; payload: string }, webhook: { url: string; secret: string }) {
    const at = clock();
    const body = composeBody(options.publicUrl, delivery.event_id, delivery.event, delivery.payload);
    const outcome = await postSigned(
      webhook.url,
      body,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(webhook.secret, body, at),
        [WEBHOOK_EVENT_HEADER]: delivery.event,
        [WEBHOOK_DELIVERY_HEADER]: delivery.event_id,
      },
      { timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivateTargets },
    );
    return { at, outcome };
  }

  /** Writes an attempt's outcome on the delivery and the webhook; true when the webhook was disabled by it. */
  async function record(delivery: { id: number; attempts: number; webhook_id: number }, at: Date, outcome: AttemptOutcome, retry: boolean) {
    const attempts = delivery.attempts + 1;
    const wait = retry ? options.retryScheduleMs[attempts - 1] : undefined;
    return db.transaction().execute(async (trx) => {
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status: outcome.ok ? 'delivered' : wait === undefined ? 'failed' : 'pending',
          attempts,
          last_attempt_at: at,
          next_attempt_at: outcome.ok || wait === undefined ? null : new Date(at.getTime() + wait),
          response_code: outcome.responseCode,
          duration_ms: outcome.durationMs,
          error: outcome.error,
        })
        .where('id', '=', delivery.id)
        .execute();
      if (!retry) return false;
      if (outcome.ok) {
        await trx.updateTable('webhooks').set({ consecutive_failures: 0 }).where('id', '=', delivery.webhook_id).execute();
        return false;
      }
      const webhook = await trx
        .updateTable('webhooks')
        .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
        .where('id', '=', delivery.webhook_id)
        .returning(['consecutive_failures', 'enabled'])
        .executeTakeFirstOrThrow();
      if (webhook.enabled && webhook.consecutive_failures >= options.disableAfter) {
        await trx
          .updateTable('webhooks')
          .set({ enabled: false, disabled_reason: 'failures', updated_at: at })
          .where('id', '=', delivery.webhook_id)
          .execute();
        return true;
      }
      return false;
    });
  }

  /** Sends the due deliveries of enabled webhooks; resolves to how many were attempted. */
  async function run(): Promise<number> {
    const now = clock();
    const due = await db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select(['d.id', 'd.event_id', 'd.event', 'd.payload', 'd.attempts', 'd.webhook_id', 'w.url', 'w.secret'])
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where('w.enabled', '=', true)
      .orderBy('d.next_attempt_at')
      .orderBy('d.id')
      .limit(BATCH)
      .execute();
    const failedThisRun = new Set<number>();
    const started = performance.now();
    let attempted = 0;
    for (const delivery of due) {
      if (performance.now() - started > RUN_BUDGET_MS) break;
      if (failedThisRun.has(delivery.webhook_id)) continue;
      const { at, outcome } = await send(delivery, delivery);
      attempted += 1;
      if (!outcome.ok) failedThisRun.add(delivery.webhook_id);
      const disabled = await record(delivery, at, outcome, true);
      if (disabled) await options.onDisabled?.(delivery.webhook_id);
    }
    return attempted;
  }

  /** "Send test": a ping delivery written and sent now, whatever the webhook's state; never retried. */
  async function ping(webhookId: number): Promise<number> {
    const webhook = await db
      .selectFrom('webhooks as w')
      .innerJoin('organisations as o', 'o.id', 'w.organisation_id')
      .select(['w.id', 'w.url', 'w.secret', 'o.slug'])
      .where('w.id', '=', webhookId)
      .executeTakeFirstOrThrow();
    const at = clock();
    const delivery = await db
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: webhook.id,
        event_id: crypto.randomUUID(),
        event: 'ping',
        payload: JSON.stringify({ occurredAt: at.toISOString(), data: { organisation: webhook.slug, message: 'A test from moveable spots' } }),
        next_attempt_at: null,
      })
      .returning(['id', 'event_id', 'event', 'payload', 'attempts', 'webhook_id'])
      .executeTakeFirstOrThrow();
    const sent = await send(delivery, webhook);
    await record(delivery, sent.at, sent.outcome, false);
    return delivery.id;
  }

  return { run, ping };
}
