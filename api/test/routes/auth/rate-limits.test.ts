// Brute force and flooding (docs/accounts-api.md, "Limits"): a growing delay after failed
// sign-ins per account (the owner's own browser, known by its device cookie, is spared), failed
// sign-ins per IP, sign-ups and reset requests per IP. With TEST_REDIS_URL the same checks run on
// the Redis store, shared by two app instances.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../../../src/config.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, login, sleep } from '../../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

let ipCounter = 0;
/** A fresh client address, so one test's counts never spill into another's. */
const freshIp = () => `10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}.1`;

async function failLogins(app: TestApp, email: string, times: number, ip?: () => string) {
  for (let i = 0; i < times; i++) {
    const res = await login(app, email, 'wrong-password', ip ? ip() : freshIp());
    expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
  }
}

/** The device cookie a successful sign-in left (the owner's browser keeps it). */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const line = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) => c.startsWith('moveable_device='));
  if (!line) throw new Error('no device cookie');
  expect(line).toMatch(/HttpOnly/i);
  expect(line).toMatch(/Path=\/api\/auth/);
  return line.split(';')[0]!;
}

/** A sign-in from the browser that holds `device` (its cookie header). */
function loginFromDevice(app: TestApp, device: string, email: string, password: string, remoteAddress = freshIp()) {
  return app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers: { cookie: device } });
}

function expectDelayed(res: LightMyRequestResponse, seconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'sign_in_delayed',
    message: expect.stringMatching(/try again in \d+ seconds/),
  });
  expect(res.headers['retry-after']).toBe(String(seconds));
}

describe('sign-in delay per account', () => {
  it('5 failures cost nothing; then each attempt waits, 429 with Retry-After, even with the right password from an unknown browser', async () => {
    await failLogins(t, DEMO_ACCOUNTS.user.email, 5);
    expectDelayed(await login(t, DEMO_ACCOUNTS.user.email, DEMO_PASSWORD, freshIp()), 1);
    // Another account is not affected.
    expect((await login(t, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('the delay grows with each failure (1 s, 2 s, …) and the right password passes once it is over', async () => {
    const email = DEMO_ACCOUNTS.organisationAdmin.email;
    await failLogins(t, email, 5);
    expectDelayed(await login(t, email, 'wrong-password', freshIp()), 1);
    await sleep(1050);
    await failLogins(t, email, 1);
    expectDelayed(await login(t, email, DEMO_PASSWORD, freshIp()), 2);
    await sleep(2050);
    expect((await login(t, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    // …which clears the count: five more failures cost nothing again.
    await failLogins(t, email, 5);
  });

  it("an attacker's failures never delay the right password from the owner's browser (device cookie)", async () => {
    const email = 'velo_held@example.com';
    const device = deviceCookieOf(await login(t, email, DEMO_PASSWORD, freshIp()));
    await failLogins(t, email, 5);
    for (let i = 0; i < 3; i++) expect((await login(t, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
    const owner = await loginFromDevice(t, device, email, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    // The attacker is still waiting: the owner's success does not clear the account's delay.
    expect((await login(t, email, 'wrong-password', freshIp())).statusCode).toBe(429);
    // The owner's browser got a fresh cookie, which works the same way.
    expect((await loginFromDevice(t, deviceCookieOf(owner), email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("a device's own failures delay that device only; its cookie does not count for another address", async () => {
    const email = 'rolli_fan@example.com';
    const device = deviceCookieOf(await login(t, email, DEMO_PASSWORD, freshIp()));
    for (let i = 0; i < 5; i++) expect((await loginFromDevice(t, device, email, 'wrong-password')).statusCode).toBe(401);
    expectDelayed(await loginFromDevice(t, device, email, DEMO_PASSWORD), 1);
    // Unknown browsers are held to the account's count, which the device's failures did not touch.
    expect((await login(t, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    // The cookie of one account is no pass for another: that one's delay applies.
    const other = 'stadt_fan@example.com';
    await failLogins(t, other, 5);
    expect((await loginFromDevice(t, device, other, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('an address without an account is delayed the same way (the delay reveals nothing)', async () => {
    await failLogins(t, 'nobody@nowhere.ch', 5);
    expectDelayed(await login(t, 'nobody@nowhere.ch', 'wrong-password', freshIp()), 1);
  });

  it('a forged device cookie is an unknown browser', async () => {
    const email = 'pendler@bikeable.ch';
    await failLogins(t, email, 5);
    const forged = `moveable_device=${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    expect((await loginFromDevice(t, forged, email, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('sign-in limit per address', () => {
  it('20 failures from one address, over many accounts: the 21st is 429; other addresses go on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await login(t, `guess${i}@example.com`, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(t, 'guess-last@example.com', 'wrong-password', ip)).statusCode).toBe(429);
    expect((await login(t, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(t, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('successful sign-ins do not count against the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 25; i++) expect((await login(t, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('failures are forgotten', () => {
  it('after the (here: 600 ms) memory the account starts again with free attempts', async () => {
    const short = await buildTestApp(t.db, t.data, { rateLimits: { ...DEFAULT_RATE_LIMITS, loginDelayBaseMs: 500, loginFailureMemoryMs: 600 } });
    try {
      const email = DEMO_ACCOUNTS.moderator.email;
      await failLogins(short, email, 5);
      expect((await login(short, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
      await sleep(700);
      await failLogins(short, email, 4);
      expect((await login(short, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    } finally {
      await short.app.close();
    }
  });
});

describe('per-address limits on sign-up and reset requests', () => {
  it('password-reset requests: 5 per address and hour, then 429', async () => {
    const ip = freshIp();
    const request = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/password/request', payload: { email: 'someone@example.com' }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await request()).statusCode).toBe(204);
    const sixth = await request();
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    await t.app.background.idle();
  });

  it('sign-ups: 5 per address and hour, then 429', async () => {
    const ip = freshIp();
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: ip,
        payload: { email: `flood${i}@example.com`, password: 'a fine long password', username: `flood_${i}`, acceptTerms: true },
      });
    for (let i = 0; i < 5; i++) expect((await signUp(i)).statusCode).toBe(201);
    expect((await signUp(5)).statusCode).toBe(429);
    expect((await signUp(6)).json().code).toBe('rate_limited');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('with Redis (skipped: TEST_REDIS_URL is not set, e.g. redis://127.0.0.1:6379): counters shared by instances', () => {
  const prefix = `moveable:test:${randomBytes(6).toString('hex')}:`;
  const limits = (overrides: Partial<RateLimitConfig> = {}): RateLimitConfig => ({ ...DEFAULT_RATE_LIMITS, redisPrefix: prefix, ...overrides });
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(t.db, t.data, { redisUrl, rateLimits: limits() });
    b = await buildTestApp(t.db, t.data, { redisUrl, rateLimits: limits() });
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('failures counted on one instance delay the account on the other; the wait ends for both', async () => {
    const email = 'rolli_fan@example.com';
    await failLogins(a, email, 3);
    await failLogins(b, email, 2);
    expect((await login(a, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
    const delayed = await login(b, email, DEMO_PASSWORD, freshIp());
    expect(delayed.statusCode).toBe(429);
    expect(delayed.headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await login(b, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('a success clears the count in Redis; the keys hold no e-mail address', async () => {
    const email = 'stadt_fan@example.com';
    await failLogins(a, email, 4);
    expect((await login(b, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    await failLogins(a, email, 5);
    expect((await login(a, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/@|stadt_fan/);
  });
});
