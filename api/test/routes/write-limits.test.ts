// Fair limits on writes (rate-limit/write-limits.ts): per account and per address, 429 with
// Retry-After and code rate_limited, nothing written by a refused request; refused attempts do not
// use up the longer windows; staff have higher limits; every write route of the contract counts
// against its kind; with Redis, two instances share the counts.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/config.ts';
import { DEFAULT_WRITE_LIMITS, NO_WRITE_LIMITS, WRITE_KINDS, type WriteLimitsConfig, type WriteRule } from '../../src/rate-limit/write-limits.ts';
import { WRITE_ROUTE_KINDS } from '../../src/rate-limit/write-routes.ts';
import { buildTestApp, createTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, sleep } from '../helpers/auth.ts';
import { insertPeople, SpotPicker, type Person } from './votes/fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
const apps: TestApp[] = [];
beforeAll(async () => {
  t = await createTestApp();
  spots = new SpotPicker(t);
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.app.close()));
  await t.app.close();
});

/** Another app on the same database with these write limits (and counters of its own, unless in Redis). */
async function appWith(writeLimits: WriteLimitsConfig, more: Parameters<typeof buildTestApp>[2] = {}): Promise<TestApp> {
  const app = await buildTestApp(t.db, t.data, { writeLimits, ...more });
  apps.push(app);
  return app;
}

/** The defaults, with some kinds' rules replaced. */
const limits = (rules: Partial<Record<(typeof WRITE_KINDS)[number], WriteRule>>, staffFactor = 10): WriteLimitsConfig => ({
  rules: { ...DEFAULT_WRITE_LIMITS.rules, ...rules },
  staffFactor,
});

let addressSerial = 0;
const freshAddress = () => `10.20.${Math.floor(++addressSerial / 250)}.${addressSerial % 250}`;

function comment(app: TestApp, spotId: number, who: Person, ip: string, body = `Kommentar ${randomBytes(3).toString('hex')}`) {
  return app.app.inject({
    method: 'POST',
    url: `/api/spots/${spotId}/comments`,
    headers: { 'moveable-platform': 'bikeable', ...bearer(who.token) },
    payload: { body },
    remoteAddress: ip,
  });
}

async function commentsBy(userId: number): Promise<number> {
  const { n } = await t.db.kysely
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

function expectRateLimited(res: LightMyRequestResponse, { min, max }: { min: number; max: number }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'rate_limited',
    message: expect.stringMatching(/try again in \d+ seconds/),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(min);
  expect(retryAfter).toBeLessThanOrEqual(max);
}

describe('comments with the default limits (10 a minute and 100 a day per account)', () => {
  it('the 11th comment within a minute is 429 with Retry-After, and is not stored; others go on', async () => {
    const app = await appWith(DEFAULT_WRITE_LIMITS);
    const [author, other] = await insertPeople(t, 2);
    const spot = spots.pick({ inZuerich: true, famed: false });
    const ip = freshAddress();
    for (let i = 0; i < 10; i++) expect((await comment(app, spot.id, author!, ip)).statusCode, `comment ${i + 1}`).toBe(201);
    const eleventh = await comment(app, spot.id, author!, freshAddress());
    expectRateLimited(eleventh, { min: 1, max: 60 });
    expect(eleventh.json().message).toMatch(/^Too many comments: at most 10 per minute\. Please try again in \d+ seconds\.$/);
    expect(await commentsBy(author!.userId)).toBe(10);
    // Another person, from the same address, is not held up by this one's count.
    expect((await comment(app, spot.id, other!, ip)).statusCode).toBe(201);
  });
});

describe('windows', () => {
  it('after the short window the writes go on; refused attempts do not count against the day', async () => {
    const app = await appWith(
      limits({
        comments: {
          perAccount: [
            { max: 2, windowMs: 700 },
            { max: 3, windowMs: 86_400_000 },
          ],
          perIp: [],
        },
      }),
    );
    const [person] = await insertPeople(t, 1);
    const spot = spots.pick({ inZuerich: true, famed: false });
    const ip = freshAddress();
    expect((await comment(app, spot.id, person!, ip)).statusCode).toBe(201);
    expect((await comment(app, spot.id, person!, ip)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expectRateLimited(await comment(app, spot.id, person!, ip), { min: 1, max: 1 });
    await sleep(800);
    // The third of the day: the five refused ones were taken back.
    expect((await comment(app, spot.id, person!, ip)).statusCode).toBe(201);
    const dayFull = await comment(app, spot.id, person!, ip);
    expectRateLimited(dayFull, { min: 86_000, max: 86_400 });
    expect(dayFull.json().message).toMatch(/at most 3 per day/);
    expect(await commentsBy(person!.userId)).toBe(3);
  });
});

describe('per address', () => {
  it('applies to anonymous writes: the 11th confirmation attempt from one address within a minute is 429; another address goes on', async () => {
    const app = await appWith(DEFAULT_WRITE_LIMITS);
    const ip = freshAddress();
    const confirm = (from: string) =>
      app.app.inject({ method: 'POST', url: '/api/users/confirm', payload: { token: randomBytes(24).toString('base64url') }, remoteAddress: from });
    for (let i = 0; i < 10; i++) {
      const res = await confirm(ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `attempt ${i + 1}`).toBeLessThan(429);
    }
    expectRateLimited(await confirm(ip), { min: 1, max: 60 });
    const elsewhere = await confirm(freshAddress());
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it('counts the writes of every account from one address', async () => {
    const app = await appWith(limits({ comments: { perAccount: [{ max: 10, windowMs: 60_000 }], perIp: [{ max: 3, windowMs: 60_000 }] } }));
    const people = await insertPeople(t, 4);
    const spot = spots.pick({ inZuerich: true, famed: false });
    const ip = freshAddress();
    for (const person of people.slice(0, 3)) expect((await comment(app, spot.id, person, ip)).statusCode).toBe(201);
    expectRateLimited(await comment(app, spot.id, people[3]!, ip), { min: 1, max: 60 });
    expect(await commentsBy(people[3]!.userId)).toBe(0);
    expect((await comment(app, spot.id, people[3]!, freshAddress())).statusCode).toBe(201);
  });
});

describe('administrators and moderators', () => {
  it('have ten times the per-account limit and no per-address limit', async () => {
    const app = await appWith(limits({ comments: { perAccount: [{ max: 1, windowMs: 60_000 }], perIp: [{ max: 1, windowMs: 60_000 }] } }));
    const [moderator, user] = await insertPeople(t, 2);
    await t.db.kysely.updateTable('users').set({ role: 'moderator' }).where('id', '=', moderator!.userId).execute();
    const spot = spots.pick({ inZuerich: true, famed: false });
    const ip = freshAddress();
    // The address is used up by someone else; the moderator still posts, ten times.
    expect((await comment(app, spot.id, user!, ip)).statusCode).toBe(201);
    expectRateLimited(await comment(app, spot.id, user!, ip), { min: 1, max: 60 });
    for (let i = 0; i < 10; i++) expect((await comment(app, spot.id, moderator!, ip)).statusCode, `comment ${i + 1}`).toBe(201);
    expectRateLimited(await comment(app, spot.id, moderator!, ip), { min: 1, max: 60 });
  });
});

describe('every write of the contract counts against its kind', () => {
  const closed: WriteLimitsConfig = {
    rules: Object.fromEntries(
      WRITE_KINDS.map((kind) => [kind, { perAccount: [{ max: 0, windowMs: 60_000 }], perIp: [{ max: 0, windowMs: 60_000 }] }]),
    ) as WriteLimitsConfig['rules'],
    staffFactor: 1,
  };
  const routes = Object.entries(WRITE_ROUTE_KINDS).map(([key, kind]) => {
    const [method, path] = key.split(' ') as [string, string];
    return { key, method, url: `/api${path.replace(/:id\b/g, '1')}`, kind };
  });

  let app: TestApp;
  let person: Person;
  beforeAll(async () => {
    app = await appWith(closed);
    [person] = (await insertPeople(t, 1)) as [Person];
    // An administrator passes every route's own role check (content pages, blocks), so the limit is
    // what answers; with a staff factor of 1 and limits of 0, administrators are refused too.
    await t.db.kysely.updateTable('users').set({ role: 'admin' }).where('id', '=', person.userId).execute();
  });

  it.each(routes.filter((r) => r.kind !== null))('$key ($kind): 429 before anything else', async ({ method, url }) => {
    const res = await app.app.inject({ method: method as 'POST', url, headers: bearer(person.token), payload: {}, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
  });

  it.each(routes.filter((r) => r.kind === null))('$key has limits of its own or none: not refused by these', async ({ method, url }) => {
    const res = await app.app.inject({ method: method as 'POST', url, headers: bearer(person.token), payload: {}, remoteAddress: freshAddress() });
    expect(res.statusCode).not.toBe(429);
  });

  it('reads are never counted', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/spots?limit=1', remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(200);
  });

  it('WRITE_LIMITS=off: no limit at all', async () => {
    const open = await appWith(NO_WRITE_LIMITS);
    const spot = spots.pick({ inZuerich: true, famed: false });
    const ip = freshAddress();
    for (let i = 0; i < 15; i++) expect((await comment(open, spot.id, person, ip)).statusCode).toBe(201);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  console.info('write-limits.test.ts: the two-instance Redis test is skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run it');

describe.runIf(redisUrl)('with Redis (TEST_REDIS_URL): two instances share the counts', () => {
  const prefix = `moveable:test-writes:${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('comments alternate between two instances: the 11th is refused by either, per account and per address', async () => {
    const shared = { redisUrl, rateLimits: { ...DEFAULT_RATE_LIMITS, redisPrefix: prefix } };
    const a = await appWith(DEFAULT_WRITE_LIMITS, shared);
    const b = await appWith(DEFAULT_WRITE_LIMITS, shared);
    const [person] = await insertPeople(t, 1);
    const spot = spots.pick({ inZuerich: true, famed: false });
    for (let i = 0; i < 10; i++) expect((await comment(i % 2 ? a : b, spot.id, person!, freshAddress())).statusCode, `comment ${i + 1}`).toBe(201);
    expectRateLimited(await comment(a, spot.id, person!, freshAddress()), { min: 1, max: 60 });
    expectRateLimited(await comment(b, spot.id, person!, freshAddress()), { min: 1, max: 60 });
    expect(await commentsBy(person!.userId)).toBe(10);

    // Per address: 60 comments a minute from one address, by many people, across both instances.
    const ip = freshAddress();
    const crowd = await insertPeople(t, 12);
    for (let i = 0; i < 60; i++) expect((await comment(i % 2 ? a : b, spot.id, crowd[i % 12]!, ip)).statusCode, `comment ${i + 1}`).toBe(201);
    expectRateLimited(await comment(a, spot.id, crowd[0]!, ip), { min: 1, max: 60 });
    expectRateLimited(await comment(b, spot.id, crowd[1]!, ip), { min: 1, max: 60 });
  });
});
