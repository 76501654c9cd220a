// A session ended through one instance is refused by the other at once: the instances run with a
// database re-read interval of an hour (two-instances.test.ts), so only the Redis message can tell
// the second instance in time. Both triggers a person can cause are tried: signing out, and a
// replayed refresh token (reuse detection ends the whole session).
import { expect } from 'vitest';
import type { ApiProcess } from '../api-process.ts';
import { freshIp, request } from '../http.ts';
import { DEMO_PASSWORD } from '../../../src/db/seed/base.ts';
import type { Check } from './check.ts';

interface Tokens {
  access: string;
  refresh: string;
}

async function signIn(instance: ApiProcess, email: string): Promise<Tokens> {
  const res = await request(instance.url, 'POST', '/api/auth/login', { ip: freshIp(), body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return { access: res.body.data.access_token as string, refresh: res.body.data.refresh_token as string };
}

/** Status of GET /api/users/me with the token, asked until it is 401 or `withinMs` passed. */
async function refusedWithin(instance: ApiProcess, token: string, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { status } = await request(instance.url, 'GET', '/api/users/me', { token });
    if (status === 401 || Date.now() - started > withinMs) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sessionsRevoked: Check = {
  name: 'sessions ended through one instance are refused by the other at once (Redis)',
  timeoutMs: 30_000,
  async run({ instances }) {
    const [first, second] = instances as [ApiProcess, ApiProcess];

    const signedOut = await signIn(first, 'pendler@bikeable.ch');
    expect((await request(second.url, 'GET', '/api/users/me', { token: signedOut.access })).status).toBe(200);
    expect((await request(first.url, 'POST', '/api/auth/logout', { body: { refresh_token: signedOut.refresh } })).status).toBe(204);
    // "At once" with a margin for a busy machine; the database re-read would take an hour.
    expect(await refusedWithin(second, signedOut.access, 1_000)).toBe(401);

    const replayed = await signIn(second, 'nachbar@bikeable.ch');
    const rotated = await request(second.url, 'POST', '/api/auth/refresh', { body: { refresh_token: replayed.refresh } });
    expect(rotated.status).toBe(200);
    const newest = rotated.body.data.access_token as string;
    expect((await request(first.url, 'GET', '/api/users/me', { token: newest })).status).toBe(200);
    // The old refresh token again, through the other instance: reuse ends the session everywhere.
    expect((await request(first.url, 'POST', '/api/auth/refresh', { body: { refresh_token: replayed.refresh } })).status).toBe(401);
    expect(await refusedWithin(second, newest, 1_000)).toBe(401);
  },
};
