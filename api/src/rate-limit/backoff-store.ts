// Failures with a growing wait, per key (sign-in delay, rate-limit/sign-in-delay.ts): in memory
// (one instance) or in Redis (several instances share them), like the counters of
// counter-store.ts. Each attempt is counted as a failure before it is checked (so parallel guesses
// cannot slip in before the count), and it pushes the next allowed attempt out by the wait that
// belongs to the new count; a success clears the key.
import { Redis } from 'ioredis';

export interface BackoffPolicy {
  /** Failures without any wait. */
  free: number;
  /** The wait after the first failure beyond `free`; it doubles with each further one. */
  baseMs: number;
  maxMs: number;
  /** The key is forgotten this long after its last attempt. */
  memoryMs: number;
}

export type BackoffAttempt = { allowed: true; failures: number } | { allowed: false; waitMs: number };

export interface BackoffStore {
  /** Counts an attempt for `key` unless it comes before the wait is over. Atomic. */
  attempt(key: string, policy: BackoffPolicy, now?: number): Promise<BackoffAttempt>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The wait after the `failures`-th failure. */
export function backoffWaitMs(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.baseMs * 2 ** Math.min(failures - policy.free, 40), policy.maxMs);
}

export function memoryBackoffStore(): BackoffStore {
  const entries = new Map<string, { failures: number; nextAt: number; forgetAt: number }>();
  let attemptsSinceSweep = 0;
  return {
    async attempt(key, policy, now = Date.now()) {
      if (++attemptsSinceSweep >= 1000) {
        attemptsSinceSweep = 0;
        for (const [k, e] of entries) if (e.forgetAt <= now) entries.delete(k);
      }
      const live = entries.get(key);
      const entry = live && live.forgetAt > now ? live : { failures: 0, nextAt: 0, forgetAt: 0 };
      if (now < entry.nextAt) return { allowed: false, waitMs: entry.nextAt - now };
      entry.failures++;
      entry.nextAt = now + backoffWaitMs(entry.failures, policy);
      entry.forgetAt = now + policy.memoryMs;
      entries.set(key, entry);
      return { allowed: true, failures: entry.failures };
    },
    async clear(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

// The same in one script, so two instances cannot both take the last free attempt.
// ARGV: now, free, baseMs, maxMs, memoryMs.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if now < nextAt then return {0, nextAt - now} end
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0') + 1
local free = tonumber(ARGV[2])
local wait = 0
if failures >= free then wait = math.min(tonumber(ARGV[3]) * 2 ^ math.min(failures - free, 40), tonumber(ARGV[4])) end
redis.call('HSET', KEYS[1], 'f', failures, 'n', now + wait)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, failures}`;

export async function redisBackoffStore(url: string, prefix: string): Promise<BackoffStore> {
  // Fail fast instead of queueing, as the counters do: a wait for Redis would stall sign-in.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false });
  redis.on('error', () => {}); // reported where a command fails; reconnects on its own
  await redis.connect();
  return {
    async attempt(key, policy, now = Date.now()) {
      const args = [now, policy.free, policy.baseMs, policy.maxMs, policy.memoryMs].map((n) => String(Math.round(n)));
      const [allowed, value] = (await redis.eval(ATTEMPT, 1, prefix + key, ...args)) as [number, number];
      return allowed === 1 ? { allowed: true, failures: value } : { allowed: false, waitMs: value };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
