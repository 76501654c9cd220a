// Which sessions ended, for the check on every authenticated request. Access tokens name their
// session (the refresh-token family, claim `sid`); ending a session writes a revoked_sessions row
// (refresh-tokens.ts) and then announces it here. The check is a lookup in memory, so it costs
// the same on PGlite and PostgreSQL (bench/session-check.ts measures it). Only revocations younger
// than one access-token lifetime matter: an older session's access tokens have expired anyway.
//
// How every instance learns of a revocation:
// - the instance that revoked adds it to its memory before it answers, so it refuses at once;
// - with Redis, it publishes the session ids; the other instances add them when the message
//   arrives (milliseconds);
// - every instance reads the rows written since its last read every `syncIntervalMs`, and all
//   live rows at start, every 5 minutes and whenever its Redis subscription reconnects, so one
//   that missed a message (Redis down, a reconnect) refuses within that interval, and a restarted
//   instance starts with the full list.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface SessionRevocations {
  /** The per-request check: has this session ended? A Map lookup. */
  isRevoked(sessionId: string): boolean;
  /** After the revocation rows have committed: refuse here at once and tell the other instances. */
  announce(sessionIds: readonly string[]): Promise<void>;
  /** Reads the revocations from the database: those since the last read, or (`full`) all live ones. */
  sync(full?: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface SessionRevocationOptions {
  db: Kysely<DB>;
  accessTokenTtlSeconds: number;
  /** Rows older than this are removed: no refresh token of theirs can be presented any more. */
  refreshTokenTtlSeconds: number;
  /** How often the database is read again (the safety net under Redis). */
  syncIntervalMs: number;
  /** Shared with the other instances through this channel, when Redis is configured. */
  redis?: { url: string; channel: string } | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** Clocks of instances and database differ a little; a revocation is remembered this much longer. */
const CLOCK_SKEW_MS = 60_000;
const CLEANUP_EVERY_MS = 60 * 60_000;
const FULL_READ_EVERY_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function createSessionRevocations(options: SessionRevocationOptions): Promise<SessionRevocations> {
  const { db, log, syncIntervalMs } = options;
  const now = options.now ?? Date.now;
  const rememberMs = options.accessTokenTtlSeconds * 1000 + CLOCK_SKEW_MS;
  /** Session id → when it may be forgotten (its access tokens have all expired by then). */
  const revoked = new Map<string, number>();
  let lastCleanup = 0;
  let closed = false;

  function remember(sessionId: string, revokedAtMs: number): void {
    const forgetAt = revokedAtMs + rememberMs;
    if (forgetAt > (revoked.get(sessionId) ?? 0)) revoked.set(sessionId, forgetAt);
  }

  function sweep(at: number): void {
    for (const [id, forgetAt] of revoked) if (forgetAt <= at) revoked.delete(id);
  }

  /** The newest revoked_at read so far (the database's clock); null: read everything live. */
  let readUpTo: Date | null = null;
  let lastFullRead = 0;

  /**
   * Reads the rows since the last read (from 10 s before it: a transaction that wrote a row can
   * commit a little after one that wrote a later row), and all live rows at start, after a Redis
   * reconnect and every FULL_READ_EVERY_MS (which also catches a transaction slower than that).
   */
  async function sync(full = false): Promise<void> {
    const at = now();
    const everything = full || readUpTo === null || at - lastFullRead > FULL_READ_EVERY_MS;
    const since = everything
      ? sql<Date>`now() - (${rememberMs / 1000} * interval '1 second')`
      : sql<Date>`${readUpTo}::timestamptz - interval '10 seconds'`;
    const rows = await db.selectFrom('revoked_sessions').select(['family', 'revoked_at']).where('revoked_at', '>', since).execute();
    for (const row of rows) {
      remember(row.family, row.revoked_at.getTime());
      if (readUpTo === null || row.revoked_at > readUpTo) readUpTo = row.revoked_at;
    }
    if (everything) {
      lastFullRead = at;
      // Nothing live yet: later rounds read from now on (the database's clock, via the next row).
      readUpTo ??= new Date(at - rememberMs);
    }
    sweep(at);
    if (at - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = at;
      await db
        .deleteFrom('revoked_sessions')
        .where('revoked_at', '<', sql<Date>`now() - (${options.refreshTokenTtlSeconds + rememberMs / 1000} * interval '1 second')`)
        .execute();
    }
  }

  async function syncQuietly(reason: string, full = false): Promise<void> {
    if (closed) return;
    try {
      await sync(full);
    } catch (error) {
      // The database is down: the list in memory stays, and the next round tries again.
      log.warn({ err: error, reason }, 'could not reload the ended sessions');
    }
  }

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (options.redis) {
    const { url, channel } = options.redis;
    publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false });
    subscriber = new Redis(url, { lazyConnect: true, connectTimeout: 2000 });
    publisher.on('error', () => {}); // reported where a command fails; reconnects on its own
    subscriber.on('error', () => {});
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const ids: unknown = JSON.parse(message);
        if (!Array.isArray(ids)) return;
        const at = now();
        for (const id of ids) if (typeof id === 'string' && UUID.test(id)) remember(id, at);
      } catch {
        log.warn({ channel }, 'an unreadable message on the session channel');
      }
    });
    // Messages published while the subscription was down are lost: read the database instead.
    let subscribedOnce = false;
    subscriber.on('ready', () => {
      if (subscribedOnce) void syncQuietly('redis subscription back', true);
      subscribedOnce = true;
    });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  }

  await sync(true);
  const timer = setInterval(() => void syncQuietly('interval'), syncIntervalMs);
  timer.unref();

  return {
    isRevoked(sessionId) {
      const forgetAt = revoked.get(sessionId);
      return forgetAt !== undefined && forgetAt > now();
    },

    async announce(sessionIds) {
      if (sessionIds.length === 0) return;
      const at = now();
      for (const id of sessionIds) remember(id, at);
      if (!publisher || !options.redis) return;
      try {
        await publisher.publish(options.redis.channel, JSON.stringify(sessionIds));
      } catch (error) {
        // The others read it from the database within syncIntervalMs.
        log.error({ err: error }, 'could not publish ended sessions to Redis');
      }
    },

    sync,

    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all([publisher, subscriber].map((r) => r?.quit().catch(() => r.disconnect())));
    },
  };
}
