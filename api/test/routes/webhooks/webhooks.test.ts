// Organisation webhooks (issue 15), the API: the authorization matrix (the organisation's
// administrators and the platform's), the secret shown once, events chosen, disable and enable,
// delete, the delivery log, "send test" against a local receiver that checks the signature, the
// SSRF refusal of http and private targets when WEBHOOKS_ALLOW_PRIVATE_TARGETS is off, and the
// outbox rows written by the writes themselves (a spot, a comment, a fix) for endpoints whose
// organisation's area holds the spot, never for a spot elsewhere.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, bearer, signIn } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver.ts';

let t: TestApp;
let actors: Actors;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.stop();
  await t.app.close();
});

const BASE = '/api/organisations/zuerich/webhooks';
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, actor: Actor = 'admin', payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: actors.headers(actor), ...(payload === undefined ? {} : { payload }) });

async function create(body: Record<string, unknown> = {}, actor: Actor = 'admin'): Promise<{ id: number; secret: string }> {
  const res = await send('POST', BASE, actor, { url: receiver.url, events: ['spot.created', 'comment.created', 'spot.fixed'], ...body });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

/** The receiver's check, as api/README.md shows it. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return expected === parts.v1 && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

describe('the authorization matrix', () => {
  it('GET /organisations/:slug/webhooks', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('GET', BASE, actor));
  });

  it('POST /organisations/:slug/webhooks', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) =>
      send('POST', BASE, actor, { url: `${receiver.url}?${actor}`, events: ['spot.created'] }),
    );
    // Cleared: the limit of MAX_WEBHOOKS per organisation is not what the other tests are about.
    await t.db.kysely.deleteFrom('webhooks').execute();
  });

  it('PATCH /organisations/:slug/webhooks/:id', async () => {
    const { id } = await create();
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('PATCH', `${BASE}/${id}`, actor, { events: ['spot.fixed'] }));
  });

  it('DELETE /organisations/:slug/webhooks/:id', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], async (actor) => {
      const { id } = await create();
      return send('DELETE', `${BASE}/${id}`, actor);
    });
  });

  it('GET /organisations/:slug/webhooks/:id/deliveries', async () => {
    const { id } = await create();
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('GET', `${BASE}/${id}/deliveries`, actor));
  });

  it('POST /organisations/:slug/webhooks/:id/ping', async () => {
    const { id } = await create();
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('POST', `${BASE}/${id}/ping`, actor));
  });

  it('a plain member of the organisation sees no webhooks', async () => {
    const zuerich = await t.db.kysely
      .selectFrom('organisations')
      .select('id')
      .where('platform', '=', 'bikeable')
      .where('slug', '=', 'zuerich')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('organisation_members')
      .values({ organisation_id: zuerich.id, user_id: DEMO_ACCOUNTS.commuter.id, role: 'member' })
      .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ role: 'member' }))
      .execute();
    const session = await signIn(t, DEMO_ACCOUNTS.commuter.email);
    const res = await t.app.inject({ method: 'GET', url: BASE, headers: { ...actors.headers('anonymous'), ...bearer(session.accessToken) } });
    expect(res.statusCode).toBe(403);
  });
});

describe('webhooks', () => {
  it('shows the secret once, lists without it, changes events, disables and enables, deletes', async () => {
    await t.db.kysely.deleteFrom('webhooks').execute();
    const created = await create({ events: ['spot.created', 'spot.created'] });
    expect(created).toMatchObject({ url: receiver.url, events: ['spot.created'], enabled: true, disabledReason: null, consecutiveFailures: 0 });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const list = (await send('GET', BASE)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const patched = await send('PATCH', `${BASE}/${created.id}`, 'organisationAdmin', { events: ['comment.created'], enabled: false });
    expect(patched.json()).toMatchObject({ events: ['comment.created'], enabled: false, disabledReason: 'manual' });
    expect((await send('PATCH', `${BASE}/${created.id}`, 'organisationAdmin', { enabled: true })).json()).toMatchObject({
      enabled: true,
      disabledReason: null,
    });

    const audit = await t.db.kysely
      .selectFrom('admin_audit')
      .select(['action', 'after'])
      .where('action', 'in', ['organisation.webhook.create', 'organisation.webhook.update'])
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['organisation.webhook.create', 'organisation.webhook.update']));
    expect(JSON.stringify(audit)).not.toContain(created.secret);

    expect((await send('DELETE', `${BASE}/${created.id}`)).statusCode).toBe(204);
    expect((await send('GET', `${BASE}/${created.id}/deliveries`)).statusCode).toBe(404);
    // Another organisation's webhook is not reachable through this one's path.
    const basel = await send('POST', '/api/organisations/basel/webhooks', 'admin', { url: receiver.url, events: ['spot.created'] });
    expect((await send('PATCH', `${BASE}/${basel.json().id}`, 'admin', { enabled: false })).statusCode).toBe(404);
  });

  it('refuses what is not a URL or names no event, with the field', async () => {
    const bad = await send('POST', BASE, 'admin', { url: 'ftp://example.com/x', events: ['spot.created'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'url' });
    expect((await send('POST', BASE, 'admin', { url: receiver.url, events: [] })).statusCode).toBe(400);
    expect((await send('POST', BASE, 'admin', { url: receiver.url, events: ['spot.deleted'] })).statusCode).toBe(400);
    expect((await send('POST', BASE, 'admin', { url: 'https://user:pw@example.com/', events: ['spot.created'] })).statusCode).toBe(400);
    // Even where private targets are allowed (development), plain http goes only to this machine.
    expect((await send('POST', BASE, 'admin', { url: 'http://example.com/hook', events: ['spot.created'] })).statusCode).toBe(400);
    expect((await send('POST', BASE, 'admin', { url: 'http://10.0.0.5/hook', events: ['spot.created'] })).statusCode).toBe(400);
  });

  it('"send test" posts a signed ping now and logs it', async () => {
    const { id, secret } = await create();
    receiver.received.length = 0;
    const res = await send('POST', `${BASE}/${id}/ping`, 'organisationAdmin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ event: 'ping', status: 'delivered', attempts: 1, responseCode: 200, error: null, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['moveable-event']).toBe('ping');
    expect(got!.headers['moveable-delivery']).toBe(res.json().eventId);
    expect(verify(secret, String(got!.headers['moveable-signature']), got!.body)).toBe(true);
    expect(verify('whsec_wrong', String(got!.headers['moveable-signature']), got!.body)).toBe(false);
    expect(JSON.parse(got!.body)).toMatchObject({
      id: res.json().eventId,
      event: 'ping',
      occurredAt: expect.any(String),
      data: { organisation: 'zuerich' },
    });

    receiver.status = 500;
    const failed = await send('POST', `${BASE}/${id}/ping`, 'organisationAdmin');
    receiver.status = 200;
    expect(failed.json()).toMatchObject({ status: 'failed', responseCode: 500, error: 'HTTP 500', nextAttemptAt: null });
    const log = (await send('GET', `${BASE}/${id}/deliveries`)).json().items;
    expect(log.map((d: { status: string }) => d.status)).toEqual(['failed', 'delivered']);
    // A test is no failure of the endpoint.
    expect((await send('GET', BASE)).json().items.find((w: { id: number }) => w.id === id).consecutiveFailures).toBe(0);
  });

  it('the writes queue their events in their own transaction, for the area only', async () => {
    await t.db.kysely.deleteFrom('webhooks').execute();
    const all = await create();
    const onlyFixed = await create({ events: ['spot.fixed'] });
    const user = await signIn(t, DEMO_ACCOUNTS.user.email);
    const headers = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch', ...bearer(user.accessToken) };
    const made = async (lat: number, lng: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/spots',
        headers,
        payload: { title: 'Velo <b>weg</b>', famed: false, location: { lat, lng }, categoryIds: [1] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const inZurich = await made(47.3769, 8.5417);
    const inGeneva = await made(46.2044, 6.1432);
    const comment = await t.app.inject({ method: 'POST', url: `/api/spots/${inZurich}/comments`, headers, payload: { body: 'Stimmt!' } });
    expect(comment.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: `/api/spots/${inGeneva}/comments`, headers, payload: { body: 'Genf' } });
    const admin = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
    const zuerich = await t.db.kysely
      .selectFrom('organisations')
      .select('id')
      .where('platform', '=', 'bikeable')
      .where('slug', '=', 'zuerich')
      .executeTakeFirstOrThrow();
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/spots/${inZurich}/official-answers`,
      headers: { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch', ...bearer(admin.accessToken) },
      payload: { organisationId: zuerich.id, status: 'fixed', text: 'Erledigt.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);

    const rows = await t.db.kysely.selectFrom('webhook_deliveries').selectAll().orderBy('id').execute();
    expect(rows.filter((r) => r.webhook_id === all.id).map((r) => r.event)).toEqual(['spot.created', 'comment.created', 'spot.fixed']);
    expect(rows.filter((r) => r.webhook_id === onlyFixed.id).map((r) => r.event)).toEqual(['spot.fixed']);
    expect(rows.every((r) => r.status === 'pending' && r.next_attempt_at !== null)).toBe(true);
    const created = JSON.parse(rows[0]!.payload);
    expect(created.data).toMatchObject({
      organisation: 'zuerich',
      spot: { id: inZurich, title: 'Velo <b>weg</b>', location: { lat: 47.3769, lng: 8.5417 } },
    });
    expect(JSON.parse(rows[1]!.payload).data.comment).toMatchObject({ id: comment.json().id, body: 'Stimmt!', parentId: null });
    expect(JSON.stringify(rows)).not.toContain(`"id":${inGeneva}`);
  });
});

describe('the SSRF guard (WEBHOOKS_ALLOW_PRIVATE_TARGETS off)', () => {
  let strict: TestApp;
  let strictActors: Actors;
  beforeAll(async () => {
    strict = await createTestApp({
      ...GENEROUS_LIMITS,
      webhooks: { allowPrivateTargets: false, timeoutMs: 2000, retryScheduleMs: [60_000], disableAfter: 10 },
    });
    strictActors = await signInActors(strict);
  });
  afterAll(() => strict.app.close());

  it.each([
    'http://example.com/hook',
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://192.168.1.10/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    'https://localhost/hook',
    'https://db.internal/hook',
    'https://intranet/hook',
    receiver?.url ?? 'http://127.0.0.1:9/hook',
  ])('refuses %s', async (url) => {
    const res = await strict.app.inject({
      method: 'POST',
      url: BASE,
      headers: strictActors.headers('admin'),
      payload: { url, events: ['spot.created'] },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field: 'url' });
  });

  it('refuses at delivery a host that resolves to a private address (registered while allowed)', async () => {
    const [row] = await strict.db.kysely
      .insertInto('webhooks')
      .values({
        organisation_id: (
          await strict.db.kysely
            .selectFrom('organisations')
            .select('id')
            .where('slug', '=', 'zuerich')
            .where('platform', '=', 'bikeable')
            .executeTakeFirstOrThrow()
        ).id,
        url: `https://localhost.localdomain.test/hook`,
        events: ['spot.created'],
        secret: 'whsec_x',
        created_by: null,
      })
      .returning('id')
      .execute();
    // `localhost` resolves to loopback: the guarded lookup refuses it on connection.
    await strict.db.kysely
      .updateTable('webhooks')
      .set({ url: `https://localhost:${receiver.port}/hook` })
      .where('id', '=', row!.id)
      .execute();
    const res = await strict.app.inject({ method: 'POST', url: `${BASE}/${row!.id}/ping`, headers: strictActors.headers('admin') });
    expect(res.json()).toMatchObject({ status: 'failed', responseCode: null, error: expect.stringMatching(/public host|private/) });
  });
});
