// Subscribing cannot be used to flood an inbox or probe addresses: per IP a 429, per address the
// same 204 but no more mail after the day's few; malformed input is a 400 naming the field and
// stores nothing. Mail stays in the outbox here (no SMTP).
import { DEFAULT_RATE_LIMITS } from '../../../src/config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { CONSENT, confirm, subscribe, unsubscribe } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, newsletterPerIp: 4, newsletterPerAddress: 2 } });
});
afterAll(() => t.app.close());

const outboxTo = (email: string) => t.db.kysely.selectFrom('email_outbox').select('subject').where('recipient', '=', email).execute();
const stored = async () => ({
  requests: await t.db.kysely.selectFrom('newsletter_requests').select('id').execute(),
  subscriptions: await t.db.kysely.selectFrom('newsletter_subscriptions').select('id').execute(),
});

describe('limits', () => {
  it('per address: every request gets the same 204, the address only its first confirmation mails of the day', async () => {
    const answers = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      answers.push(await subscribe(t, { email: 'flooded@example.org', consentTextVersion: CONSENT }, {}, ip));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204]);
    await t.app.background.idle();
    expect(await outboxTo('flooded@example.org')).toHaveLength(2);
  });

  it('per IP: a 429 with retry-after once over the limit; other addresses of other IPs go on', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 4; i++)
      expect((await subscribe(t, { email: `ip${i}@example.org`, consentTextVersion: CONSENT }, {}, ip)).statusCode).toBe(204);
    const refused = await subscribe(t, { email: 'ip4@example.org', consentTextVersion: CONSENT }, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await subscribe(t, { email: 'ip4@example.org', consentTextVersion: CONSENT }, {}, '10.1.0.2')).statusCode).toBe(204);
    await t.app.background.idle();
    expect(await outboxTo('ip4@example.org')).toHaveLength(1);
  });
});

describe('bad input: 400 naming the field, nothing stored or sent', () => {
  let loose: TestApp;
  beforeAll(async () => {
    loose = await buildTestApp(t.db, t.data, { rateLimits: { ...DEFAULT_RATE_LIMITS, newsletterPerIp: 100 } });
  });
  afterAll(() => loose.app.close());

  it.each([
    ['no body', undefined, undefined],
    ['no address', { consentTextVersion: CONSENT }, 'email'],
    ['not an address', { email: 'nobody', consentTextVersion: CONSENT }, 'email'],
    ['no consent text version', { email: 'a@example.org' }, 'consentTextVersion'],
    ['an unknown consent text version', { email: 'a@example.org', consentTextVersion: '2020-01-01' }, 'consentTextVersion'],
    ['an unknown language', { email: 'a@example.org', consentTextVersion: CONSENT, locale: 'es' }, 'locale'],
  ])('subscribe with %s', async (_name, payload, field) => {
    const before = await stored();
    const res = await loose.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json()).toMatchObject({ statusCode: 400, field });
    await loose.app.background.idle();
    expect(await stored()).toEqual(before);
    expect(await outboxTo('a@example.org')).toEqual([]);
  });

  it('confirm and unsubscribe: a missing or malformed token names token', async () => {
    for (const send of [confirm, unsubscribe]) {
      expect((await send(t, 'short')).json()).toMatchObject({ statusCode: 400, field: 'token' });
      expect((await send(t, 'x'.repeat(43) + '<script>')).json()).toMatchObject({ statusCode: 400, field: 'token' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: {} })).json()).toMatchObject({
      statusCode: 400,
      field: 'token',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe/one-click' })).json()).toMatchObject({
      statusCode: 400,
      field: 'token',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe/one-click?token=abc' })).json()).toMatchObject({
      statusCode: 400,
      field: 'token',
    });
  });

  it('the one-click body is never read beyond 4 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/one-click?token=${'a'.repeat(65)}`,
      payload: `List-Unsubscribe=One-Click&x=${'y'.repeat(5000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(413);
  });
});
