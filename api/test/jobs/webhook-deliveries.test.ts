// The webhook-deliveries job, one run at a time with an injected clock, against a local receiver:
// a due delivery is sent signed and logged; a receiver that answers 500 or is down gets the
// delivery again after the backoff (1 min, then 5 min…), not before; a receiver down for a minute
// still gets it; the schedule used up fails the delivery; a webhook disabled after N failed
// attempts in a row gets nothing until it is enabled again, and then everything pending at once.
// No real minute passes: `now` moves, the database's next_attempt_at follows it.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhooksConfig } from '../../src/config.ts';
import { createWebhookDeliverer } from '../../src/domain/webhooks/deliver.ts';
import { guardedLookup, isPrivateAddress } from '../../src/domain/webhooks/target-guard.ts';
import { queueWebhookEvent } from '../../src/domain/webhooks/queue-event.ts';
import { mailWebhookDisabled } from '../../src/domain/webhooks/disabled-mail.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { sql } from 'kysely';

let t: TestApp;
let receiver: Receiver;
let zuerich: number;
const MINUTE = 60_000;
const CONFIG: WebhooksConfig = { allowPrivateTargets: true, timeoutMs: 1000, retryScheduleMs: [MINUTE, 5 * MINUTE, 30 * MINUTE], disableAfter: 10 };

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
  zuerich = (
    await t.db.kysely
      .selectFrom('organisations')
      .select('id')
      .where('platform', '=', 'bikeable')
      .where('slug', '=', 'zuerich')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await receiver.stop();
  await t.app.close();
});
beforeEach(async () => {
  await t.db.kysely.deleteFrom('webhooks').execute();
  receiver.received.length = 0;
  receiver.status = 200;
  if (!receiver.url) await receiver.start();
});

/** A clock the test moves; starts at the database's now (the rows' next_attempt_at). */
function testClock() {
  let now = Date.now() + 1000;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

async function webhook(url = receiver.url, secret = 'whsec_test') {
  return (
    await t.db.kysely
      .insertInto('webhooks')
      .values({ organisation_id: zuerich, url, events: ['spot.created', 'comment.created', 'spot.fixed'], secret, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** A spot in Zürich, its spot.created event queued as the write does. */
async function spotCreated(title = 'Baustelle'): Promise<number> {
  return t.db.kysely.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`INSERT INTO spots (platform, country, title, famed, location)
      VALUES ('bikeable', 'ch', ${title}, false, point(8.5417, 47.3769)) RETURNING id`.execute(trx);
    await queueWebhookEvent(trx, 'spot.created', rows[0]!.id);
    return rows[0]!.id;
  });
}

const deliveriesOf = (webhookId: number) =>
  t.db.kysely.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('id').execute();
const webhookRow = (id: number) => t.db.kysely.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('webhook deliveries', () => {
  it('sends a due delivery once, signed, with the spot page address, and logs it', async () => {
    const id = await webhook();
    const spotId = await spotCreated('Velo <script>alert(1)</script>');
    const clock = testClock();
    const deliverer = createWebhookDeliverer(t.db.kysely, { ...CONFIG, publicUrl: 'https://bikeable.example', now: clock.now });
    expect(await deliverer.run()).toBe(1);
    expect(await deliverer.run()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0]!;
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, response_code: 200, error: null, next_attempt_at: null });
    expect(row!.duration_ms).toBeGreaterThanOrEqual(0);
    expect(headers['moveable-event']).toBe('spot.created');
    expect(headers['moveable-delivery']).toBe(row!.event_id);
    const t0 = Math.floor(clock.now().getTime() / 1000);
    expect(headers['moveable-signature']).toBe(`t=${t0},v1=${createHmac('sha256', 'whsec_test').update(`${t0}.${body}`).digest('hex')}`);
    const parsed = JSON.parse(body);
    expect(parsed).toMatchObject({
      id: row!.event_id,
      event: 'spot.created',
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: {
        organisation: 'zuerich',
        spot: { id: spotId, title: 'Velo <script>alert(1)</script>', url: `https://bikeable.example/spots/${spotId}` },
      },
    });
  });

  it('retries after 500 and after a refused connection by the backoff; a receiver down for a minute still gets it', async () => {
    const id = await webhook();
    await spotCreated();
    const clock = testClock();
    const deliverer = createWebhookDeliverer(t.db.kysely, { ...CONFIG, publicUrl: 'https://bikeable.example', now: clock.now });

    receiver.status = 500;
    expect(await deliverer.run()).toBe(1);
    let [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_code: 500, error: 'HTTP 500' });
    expect(row!.next_attempt_at!.getTime()).toBe(clock.now().getTime() + MINUTE);

    // The receiver goes down: not tried before its minute, then refused, then 5 minutes.
    await receiver.stop();
    clock.advance(30_000);
    expect(await deliverer.run()).toBe(0);
    clock.advance(30_000);
    expect(await deliverer.run()).toBe(1);
    [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, response_code: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/);
    expect(row!.next_attempt_at!.getTime()).toBe(clock.now().getTime() + 5 * MINUTE);
    expect((await webhookRow(id)).consecutive_failures).toBe(2);

    // Back up on the same port: the next attempt delivers, and the failures are forgiven.
    receiver.status = 200;
    await receiver.start();
    clock.advance(5 * MINUTE);
    expect(await deliverer.run()).toBe(1);
    [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, response_code: 200, error: null, next_attempt_at: null });
    expect(receiver.received.filter((r) => r.headers['moveable-event'] === 'spot.created')).toHaveLength(2);
    expect((await webhookRow(id)).consecutive_failures).toBe(0);
  });

  it('fails a delivery when the schedule is used up, and times out a slow receiver', async () => {
    const id = await webhook();
    await spotCreated();
    const clock = testClock();
    const deliverer = createWebhookDeliverer(t.db.kysely, { ...CONFIG, timeoutMs: 200, publicUrl: 'https://bikeable.example', now: clock.now });
    receiver.delayMs = 1000;
    expect(await deliverer.run()).toBe(1);
    receiver.delayMs = 0;
    expect((await deliveriesOf(id))[0]!.error).toBe('timed out after 200 ms');
    receiver.status = 503;
    for (const wait of CONFIG.retryScheduleMs) {
      clock.advance(wait);
      expect(await deliverer.run()).toBe(1);
    }
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 4, response_code: 503, next_attempt_at: null });
    clock.advance(24 * 60 * MINUTE);
    expect(await deliverer.run()).toBe(0);
  });

  it('disables the endpoint after N failed attempts in a row; enabling it again sends what is pending', async () => {
    const id = await webhook();
    const disabled: number[] = [];
    const clock = testClock();
    const deliverer = createWebhookDeliverer(t.db.kysely, {
      ...CONFIG,
      disableAfter: 3,
      publicUrl: 'https://bikeable.example',
      now: clock.now,
      onDisabled: async (webhookId) => {
        disabled.push(webhookId);
        await mailWebhookDisabled(t.db.kysely, t.app.mailer, 'https://bikeable.example', webhookId);
      },
    });
    receiver.status = 500;
    for (let i = 0; i < 3; i++) await spotCreated(`Nr. ${i}`);
    // One failed attempt per run and webhook: a dead endpoint costs one timeout per run.
    expect(await deliverer.run()).toBe(1);
    clock.advance(MINUTE);
    expect(await deliverer.run()).toBe(1);
    clock.advance(MINUTE);
    expect(await deliverer.run()).toBe(1);
    expect(disabled).toEqual([id]);
    expect(await webhookRow(id)).toMatchObject({ enabled: false, disabled_reason: 'failures', consecutive_failures: 3 });
    // The organisation's administrator is told, in the account's language, with the link to the page.
    const mails = await t.db.kysely.selectFrom('email_outbox').selectAll().where('template', '=', 'webhook-disabled').execute();
    expect(mails.map((m) => m.recipient)).toEqual(['zuerich@bikeable.ch']);
    expect(mails[0]!.text_body).toContain(receiver.url);
    expect(mails[0]!.text_body).toContain('HTTP 500');
    expect(mails[0]!.text_body).toMatch(/https:\/\/bikeable\.example(\/\w\w)?\/admin\/organization\/bikeable\/zuerich/);
    // Disabled: nothing is tried, and new events are not queued for it.
    clock.advance(60 * MINUTE);
    expect(await deliverer.run()).toBe(0);
    await spotCreated('Während der Pause');
    expect(await deliveriesOf(id)).toHaveLength(3);

    // Enabled again through the API: pending deliveries are due at once.
    receiver.status = 200;
    const { signIn, bearer, DEMO_ACCOUNTS } = await import('../helpers/auth.ts');
    const admin = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/organisations/zuerich/webhooks/${id}`,
      headers: { 'moveable-platform': 'bikeable', ...bearer(admin.accessToken) },
      payload: { enabled: true },
    });
    expect(res.json()).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    const late = createWebhookDeliverer(t.db.kysely, { ...CONFIG, publicUrl: 'https://bikeable.example', now: () => new Date(Date.now() + 1000) });
    expect(await late.run()).toBe(3);
    expect((await deliveriesOf(id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/organisations/zuerich/webhooks/${id}/deliveries`,
      headers: { 'moveable-platform': 'bikeable', ...bearer(admin.accessToken) },
    });
    expect(log.json().items[0]).toMatchObject({
      event: 'spot.created',
      status: 'delivered',
      attempts: expect.any(Number),
      responseCode: 200,
      durationMs: expect.any(Number),
    });
  });

  it('a rolled-back write queues nothing', async () => {
    const id = await webhook();
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: number }>`INSERT INTO spots (platform, country, title, famed, location)
          VALUES ('bikeable', 'ch', 'Zurückgerollt', false, point(8.5417, 47.3769)) RETURNING id`.execute(trx);
        await queueWebhookEvent(trx, 'spot.created', rows[0]!.id);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await deliveriesOf(id)).toHaveLength(0);
  });
});

describe('the SSRF guard at connection time', () => {
  it('knows the private ranges', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '2a00:1450:4001:80b::200e', '172.32.0.1']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses a name that resolves to loopback when private targets are not allowed', async () => {
    const lookup = (allow: boolean) =>
      new Promise<string>((resolve, reject) =>
        guardedLookup(allow)('localhost', {}, (error, address) => (error ? reject(error) : resolve(String(address)))),
      );
    await expect(lookup(false)).rejects.toThrow(/private or local/);
    await expect(lookup(true)).resolves.toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
