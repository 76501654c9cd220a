// Brute force and flooding (docs/accounts-api.md, "Limits"): failed sign-ins per account and per
// IP, sign-ups and reset requests per IP. The lock-out ends with its window, so the real person is
// never locked out for good. With TEST_REDIS_URL the same checks run on the Redis store, shared by
// two app instances.
import { randomBytes } from 'node:crypto';
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

describe('sign-in limits', () => {
  it('5 failures for one account: the 6th attempt is 429 with retry-after, even with the right password and from another address', async () => {
    await failLogins(t, DEMO_ACCOUNTS.user.email, 5);
    const locked = await login(t, DEMO_ACCOUNTS.user.email, DEMO_PASSWORD, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited', message: expect.stringMatching(/try again in \d+ seconds/) });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another account is not affected.
    expect((await login(t, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('an address without an account locks the same way (the limit reveals nothing)', async () => {
    await failLogins(t, 'nobody@nowhere.ch', 5);
    expect((await login(t, 'nobody@nowhere.ch', 'wrong-password', freshIp())).statusCode).toBe(429);
  });

  it('a successful sign-in clears the account count', async () => {
    const email = 'velo_held@example.com';
    await failLogins(t, email, 4);
    expect((await login(t, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    await failLogins(t, email, 5);
    expect((await login(t, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
  });

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

describe('the window ends', () => {
  it('after the (here: 600 ms) window the real person signs in again', async () => {
    const short = await buildTestApp(t.db, t.data, { rateLimits: { ...DEFAULT_RATE_LIMITS, loginWindowMs: 600 } });
    try {
      await failLogins(short, DEMO_ACCOUNTS.organisationAdmin.email, 5);
      expect((await login(short, DEMO_ACCOUNTS.organisationAdmin.email, DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
      await sleep(700);
      expect((await login(short, DEMO_ACCOUNTS.organisationAdmin.email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
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

describe.runIf(redisUrl)('with Redis (TEST_REDIS_URL): counters shared by instances', () => {
  const prefix = `moveable:test:${randomBytes(6).toString('hex')}:`;
  const limits = (overrides: Partial<RateLimitConfig> = {}): RateLimitConfig => ({ ...DEFAULT_RATE_LIMITS, redisPrefix: prefix, ...overrides });
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(t.db, t.data, { redisUrl, rateLimits: limits({ loginWindowMs: 1500 }) });
    b = await buildTestApp(t.db, t.data, { redisUrl, rateLimits: limits({ loginWindowMs: 1500 }) });
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('failures counted on one instance lock the account on the other; the window ends for both', async () => {
    const email = 'rolli_fan@example.com';
    await failLogins(a, email, 3);
    await failLogins(b, email, 2);
    expect((await login(a, email, DEMO_PASSWORD, freshIp())).statusCode).toBe(429);
    const locked = await login(b, email, DEMO_PASSWORD, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(2);
    await sleep(1600);
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
