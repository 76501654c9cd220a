// The limits on writes count the writes of both instances together: one new account posting
// comments from one address, in turn through each instance, is refused after the per-account
// limit (10 a minute), not after twice that, and both instances say when to try again. Every
// comment acknowledged is stored; none refused is.
import { expect } from 'vitest';
import { DEFAULT_WRITE_LIMITS } from '../../../src/rate-limit/write-limits.ts';
import { freshIp, request } from '../http.ts';
import type { Check } from './check.ts';

export const writeLimitsShared: Check = {
  name: 'write limits are shared: one account’s comments through both instances count together',
  timeoutMs: 30_000,
  async run(cluster) {
    const { instances, db } = cluster;
    const [first] = instances;
    const run = Math.random().toString(36).slice(2, 8);
    const ip = freshIp();
    const email = `write-limit-${run}@example.com`;
    const password = 'a fine long password for tests';
    const signUp = await request(first!.url, 'POST', '/api/users', { ip, body: { email, password, username: `writer_${run}`, acceptTerms: true } });
    expect(signUp.status).toBe(201);
    const login = await request(first!.url, 'POST', '/api/auth/login', { ip, body: { email, password } });
    expect(login.status).toBe(200);
    const token = login.body.data.access_token as string;
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM spots WHERE platform = 'bikeable' AND deleted_at IS NULL ORDER BY id LIMIT 1`);
    const spotId = rows[0]!.id;

    const limit = DEFAULT_WRITE_LIMITS.rules.comments.perAccount[0]!.max;
    const answers: { instance: string; status: number; retryAfter: string | null; id?: number }[] = [];
    for (let i = 0; i < limit * 2; i++) {
      const instance = instances[i % instances.length]!;
      const res = await request(instance.url, 'POST', `/api/spots/${spotId}/comments`, { token, ip, body: { body: `shared limit ${run} #${i}` } });
      answers.push({
        instance: instance.name,
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        id: res.body?.id as number | undefined,
      });
      if (res.status !== 201) expect(res.body).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    }
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(limit).fill(201), ...Array<number>(limit).fill(429)]);
    const refused = answers.filter((a) => a.status === 429);
    for (const r of refused) expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect(new Set(refused.map((r) => r.instance)).size).toBe(instances.length);

    const stored = await db.query<{ body: string }>(`SELECT body FROM comments WHERE spot_id = $1 AND body LIKE $2 ORDER BY id`, [
      spotId,
      `shared limit ${run} #%`,
    ]);
    expect(stored.rows.map((r) => r.body)).toEqual(Array.from({ length: limit }, (_, i) => `shared limit ${run} #${i}`));
  },
};
