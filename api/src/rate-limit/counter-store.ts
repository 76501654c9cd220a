// Fixed-window counters for rate limits: in memory (one instance) or in Redis (several instances
// share them). A window starts with its first hit and ends windowMs later, so a locked-out person
// is never locked out for longer than one window.
import { Redis } from 'ioredis';

export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the count starts again at zero. */
  resetInMs: number;
}

export interface CounterStore {
  /** Counts one more hit for `key`, atomically, and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** Takes one hit back (e.g. a sign-in that turned out right should not count against the IP). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hitsSinceSweep = 0;
  // Expired windows are dropped now and then, so the map holds only live keys.
  function sweep(at: number) {
    if (++hitsSinceSweep < 1000) return;
    hitsSinceSweep = 0;
    for (const [key, w] of windows) if (w.endsAt <= at) windows.delete(key);
  }
  return {
    async hit(key, windowMs) {
      const at = now();
      sweep(at);
      let w = windows.get(key);
      if (!w || w.endsAt <= at) {
        w = { count: 0, endsAt: at + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetInMs: w.endsAt - at };
    },
    async undo(key) {
      const w = windows.get(key);
      if (w && w.count > 0) w.count--;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and PEXPIRE in one script, so a crash between them cannot leave a counter without expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;
// DECR on a missing key would create -1 without expiry.
const UNDO = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export async function redisCounterStore(url: string, prefix: string): Promise<CounterStore> {
  // Fail fast instead of queueing: a rate limit that waits for Redis would stall sign-in.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false });
  redis.on('error', () => {}); // reported where a command fails; reconnects on its own
  await redis.connect();
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async undo(key) {
      await redis.eval(UNDO, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
