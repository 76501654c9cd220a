// What "sessions end at once" costs (issue 10): every authenticated request asks whether its
// access token's session has ended (api/src/auth/session-revocations.ts). The check is a lookup
// in a Map that each instance keeps of the sessions ended within one access-token lifetime; the
// database is read only to fill it (at start, every SESSION_SYNC_INTERVAL, after a Redis
// reconnect). Per engine this prints:
//   - µs per check, with `--revoked` ended sessions in memory (half the checks hit one);
//   - ms per read of the database (the safety net): the rows since the last read (every
//     SESSION_SYNC_INTERVAL, 5 s) and all live rows (at start, after a Redis reconnect, every 5 min);
//   - ms per ended session written (a revoked_sessions row);
//   - µs per GET /api/users/me through the app (bearer check, session check, account row, answer),
//     for scale.
//
//   npx tsx bench/session-check.ts [--engine pglite|postgres|both] [--revoked 10000] [--checks 2000000] [--requests 2000]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/moveable_bench), a
// schema of its own that is dropped afterwards.
import { buildApp, createSessionRevocations, DEMO_SEED, loadConfig, signAccessToken, type Engine } from '@moveable/api/bench-kit';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { benchDatabase } from './lib/database.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    revoked: { type: 'string', default: '10000' },
    checks: { type: 'string', default: '2000000' },
    requests: { type: 'string', default: '2000' },
  },
});
const REVOKED = Number(args.revoked);
const CHECKS = Number(args.checks);
const REQUESTS = Number(args.requests);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const engines: Engine[] = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine as Engine];
type Log = Parameters<typeof createSessionRevocations>[0]['log'];
const quiet = { warn: () => {}, error: () => {}, info: () => {} } as unknown as Log;

const fmt = (n: number, digits = 3) => n.toFixed(digits);

async function measure(engine: Engine): Promise<void> {
  const bench = await benchDatabase(engine, { count: 0, seed: DEMO_SEED, keep: false });
  const { db } = bench;
  try {
    // Sessions ended in the last quarter hour (a busy one: 10,000 sign-outs), spread over it.
    await sql`INSERT INTO revoked_sessions (family, user_id, revoked_at)
      SELECT gen_random_uuid(), 3, now() - random() * interval '15 minutes' FROM generate_series(1, ${REVOKED})`.execute(db.kysely);
    const writes = 200;
    let started = performance.now();
    for (let i = 0; i < writes; i++) await db.kysely.insertInto('revoked_sessions').values({ family: randomUUID(), user_id: 3 }).execute();
    const writeMs = (performance.now() - started) / writes;

    const revocations = await createSessionRevocations({
      db: db.kysely,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      syncIntervalMs: 3_600_000,
      log: quiet,
    });
    const syncs = 20;
    started = performance.now();
    for (let i = 0; i < syncs; i++) await revocations.sync(true);
    const fullSyncMs = (performance.now() - started) / syncs;
    await db.kysely.insertInto('revoked_sessions').values({ family: randomUUID(), user_id: 3 }).execute();
    started = performance.now();
    for (let i = 0; i < syncs; i++) await revocations.sync();
    const syncMs = (performance.now() - started) / syncs;

    const { rows } = await sql<{ family: string }>`SELECT family FROM revoked_sessions LIMIT 1000`.execute(db.kysely);
    const ids = Array.from({ length: 2000 }, (_, i) => (i % 2 === 0 ? rows[i % rows.length]!.family : randomUUID()));
    let hits = 0;
    for (let i = 0; i < 100_000; i++) if (revocations.isRevoked(ids[i % ids.length]!)) hits++;
    hits = 0;
    started = performance.now();
    for (let i = 0; i < CHECKS; i++) if (revocations.isRevoked(ids[i % ids.length]!)) hits++;
    const checkUs = ((performance.now() - started) * 1000) / CHECKS;
    if (hits !== CHECKS / 2) throw new Error(`expected ${CHECKS / 2} ended sessions among the checks, found ${hits}`);
    await revocations.close();

    const config = loadConfig({
      AUTH_SECRET: SECRET,
      SEED: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), 'moveable-session-bench'),
      SITE_DIR: path.join(os.tmpdir(), 'moveable-session-bench', 'no-site'),
    });
    const app = await buildApp(config, { database: db });
    await app.ready();
    const token = await signAccessToken(
      app.tokenKeys,
      { userId: 3, role: 'user', authTime: Math.floor(Date.now() / 1000), sessionId: randomUUID() },
      3600,
    );
    const request = () => app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < 200; i++) if ((await request()).statusCode !== 200) throw new Error('GET /api/users/me failed');
    started = performance.now();
    for (let i = 0; i < REQUESTS; i++) await request();
    const requestUs = ((performance.now() - started) * 1000) / REQUESTS;
    await app.close();

    console.log(
      `  ${engine.padEnd(8)}  check ${fmt(checkUs)} µs (${REVOKED.toLocaleString('en')} ended sessions in memory)` +
        `  |  read new ${fmt(syncMs, 2)} ms, all ${fmt(fullSyncMs, 1)} ms  |  end a session ${fmt(writeMs, 2)} ms  |  GET /api/users/me ${fmt(requestUs, 0)} µs`,
    );
  } finally {
    await bench.cleanup();
  }
}

console.log(
  `session check (node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
for (const engine of engines) await measure(engine);
