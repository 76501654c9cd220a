// The growing wait of the sign-in delay (rate-limit/backoff-store.ts), on a clock the test sets:
// the same sequence in memory and, with TEST_REDIS_URL, in Redis.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { backoffWaitMs, memoryBackoffStore, redisBackoffStore, type BackoffPolicy, type BackoffStore } from '../../src/rate-limit/backoff-store.ts';

const POLICY: BackoffPolicy = { free: 5, baseMs: 1000, maxMs: 15 * 60_000, memoryMs: 12 * 3_600_000 };

it('the wait: none for the first 4 failures, then 1 s, doubling, at most 15 minutes', () => {
  const waits = Array.from({ length: 16 }, (_, i) => backoffWaitMs(i + 1, POLICY));
  expect(waits).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 900_000, 900_000]);
  expect(backoffWaitMs(10_000, POLICY)).toBe(900_000);
});

function behavesLikeABackoff(name: string, open: () => Promise<BackoffStore>) {
  describe(name, () => {
    let store: BackoffStore;
    const key = () => `k:${randomBytes(6).toString('hex')}`;
    afterAll(() => store?.close());

    it('counts attempts; within the wait it refuses without counting, and says how long', async () => {
      store ??= await open();
      const k = key();
      let now = 1_000_000;
      for (let i = 1; i <= 5; i++) expect(await store.attempt(k, POLICY, now)).toEqual({ allowed: true, failures: i });
      expect(await store.attempt(k, POLICY, now + 400)).toEqual({ allowed: false, waitMs: 600 });
      now += 1000;
      expect(await store.attempt(k, POLICY, now)).toEqual({ allowed: true, failures: 6 });
      expect(await store.attempt(k, POLICY, now + 1999)).toEqual({ allowed: false, waitMs: 1 });
      now += 2000;
      expect(await store.attempt(k, POLICY, now)).toEqual({ allowed: true, failures: 7 });
      expect(await store.attempt(k, POLICY, now)).toEqual({ allowed: false, waitMs: 4000 });
    });

    it('parallel attempts cannot share one free slot', async () => {
      store ??= await open();
      const k = key();
      const now = 5_000_000;
      for (let i = 0; i < 4; i++) await store.attempt(k, POLICY, now);
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => store.attempt(k, POLICY, now)));
      expect(outcomes.filter((o) => o.allowed)).toHaveLength(1);
    });

    it('clear() starts again', async () => {
      store ??= await open();
      const k = key();
      for (let i = 0; i < 6; i++) await store.attempt(k, POLICY, 9_000_000);
      await store.clear(k);
      expect(await store.attempt(k, POLICY, 9_000_000)).toEqual({ allowed: true, failures: 1 });
    });
  });
}

behavesLikeABackoff('in memory', async () => memoryBackoffStore());

it('in memory: forgotten memoryMs after the last attempt', async () => {
  const store = memoryBackoffStore();
  const policy = { ...POLICY, memoryMs: 10_000 };
  for (let i = 0; i < 7; i++) await store.attempt('k', policy, 100 + i * 100_000);
  expect(await store.attempt('k', policy, 600_100 + 10_001)).toEqual({ allowed: true, failures: 1 });
});

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `moveable:test:${randomBytes(6).toString('hex')}:`;
describe.skipIf(!redisUrl)('in Redis (skipped: TEST_REDIS_URL is not set, e.g. redis://127.0.0.1:6379)', () => {
  behavesLikeABackoff('the Redis store', () => redisBackoffStore(redisUrl!, prefix));
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
});
