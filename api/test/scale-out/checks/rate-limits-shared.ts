// Rate limits count the requests of both instances together: sign-ups and password-reset requests
// from one address, sent in turn to each instance, are refused after the limit, not after twice
// the limit (each instance alone would allow it in full with counters in memory). The counters
// are in Redis under this deployment's prefix.
import { Redis } from 'ioredis';
import { expect } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../src/config.ts';
import type { ApiProcess } from '../api-process.ts';
import { freshIp, request } from '../http.ts';
import { emptyLedger, lostWrites } from '../ledger.ts';
import type { Check } from './check.ts';

export const rateLimitsShared: Check = {
  name: 'rate limits are shared: sign-ups and reset requests from one address count across both instances',
  timeoutMs: 30_000,
  async run(cluster) {
    const { instances, db } = cluster;
    const run = Math.random().toString(36).slice(2, 8);
    const ip = freshIp();
    const limit = DEFAULT_RATE_LIMITS.signUpPerIp;
    const ledger = emptyLedger();
    const signUps: { instance: ApiProcess; status: number; retryAfter: string | null }[] = [];
    // One at a time, alternating, so the order of counting is the order sent.
    for (let i = 0; i < limit * 2; i++) {
      const instance = instances[i % instances.length]!;
      const email = `shared-limit-${run}-${i}@example.com`;
      const res = await request(instance.url, 'POST', '/api/users', {
        ip,
        body: { email, password: 'a fine long password for tests', username: `limit_${run}_${i}`, acceptTerms: true },
      });
      signUps.push({ instance, status: res.status, retryAfter: res.headers.get('retry-after') });
      if (res.status === 201) ledger.users.push({ id: res.body.data.id as number, email });
      else expect(res.body).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    }
    expect(signUps.map((s) => s.status)).toEqual([...Array<number>(limit).fill(201), ...Array<number>(limit).fill(429)]);
    // Both instances refused, each with the time left in the one shared window.
    for (const refused of signUps.filter((s) => s.status === 429)) expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(new Set(signUps.filter((s) => s.status === 429).map((s) => s.instance.name)).size).toBe(instances.length);
    expect(await lostWrites(db, ledger)).toEqual([]);

    const resetLimit = DEFAULT_RATE_LIMITS.passwordResetPerIp;
    const resets: number[] = [];
    for (let i = 0; i < resetLimit + 3; i++) {
      const instance = instances[(i + 1) % instances.length]!;
      resets.push((await request(instance.url, 'POST', '/api/auth/password/request', { ip, body: { email: 'user@bikeable.ch' } })).status);
    }
    expect(resets).toEqual([...Array<number>(resetLimit).fill(204), 429, 429, 429]);

    const redis = new Redis(cluster.redisUrl);
    try {
      const keys = await redis.keys(`${cluster.redisPrefix}limit:*`);
      expect(keys.some((k) => k.includes(':sign-up-ip:'))).toBe(true);
      expect(keys.some((k) => k.includes(':password-reset-ip:'))).toBe(true);
    } finally {
      await redis.quit();
    }
  },
};
