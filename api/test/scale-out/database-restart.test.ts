// PostgreSQL restarts under load: an API process (node api/src/server.ts) takes spot and comment
// writes and reads from several clients while its database is stopped and started twice, once
// with `pg_ctl stop -m fast` (sessions ended with 57P01, then connections refused) and once with
// `-m immediate` (killed like a crash; crash recovery at start, "starting up" 57P03 meanwhile).
// While the database is down every answer is a 503 with Retry-After and code database_unavailable
// (health included), never a 500, a hang or a dropped connection; the API recovers by itself
// once the database is back; the process survives; every write it acknowledged (201) is in the
// database afterwards; the jobs run again.
//
// A real restart of a private server rather than a TCP proxy that cuts connections: initdb and a
// start take about two seconds here, and only a real server shows what PostgreSQL sends at a
// shutdown and after a crash (admin shutdown, "starting up", refused connections), whose handling
// is what this tests. The machine's shared PostgreSQL is never stopped; TEST_DATABASE_URL only
// decides that the test runs (the PostgreSQL run of the API tests), the server is the test's own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { buildRegions, buildUsers } from '../../src/db/seed/base.ts';
import { DEMO_SEED, insertReferenceData } from '../../src/db/seed/demo.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { freshIp, request, signIn, spotInput, type Answer, type Session } from './http.ts';
import { countersOff, emptyLedger, lostWrites } from './ledger.ts';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';

const database = inject('testDatabase');
const skip = !database.url ? 'TEST_DATABASE_URL is not set' : privatePostgresUnavailable();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const WRITERS = 4;
const UP_MS = 1500;
const DOWN_MS = 1500;

if (skip) console.info(`a PostgreSQL restart under load: skipped, ${skip}`);

describe.skipIf(skip)(`a PostgreSQL restart under load${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let server: PrivatePostgres;
  let api: ApiProcess;
  let dataDir: string;
  beforeAll(async () => {
    server = await startPrivatePostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-restart-'));
    // Four writers as fast as the server answers: far beyond the limits on writes, which are not
    // what this test is about (write-limits.test.ts holds them).
    api = await startApiProcess('restart', {
      DATABASE_URL: server.url,
      DATA_DIR: dataDir,
      JOBS: 'true',
      ARCHIVE_JOB_INTERVAL: '1',
      WRITE_LIMITS: 'off',
    });
    // The instance migrated the empty database; the demo people and categories are all the writers
    // need (the 2,000 demo spots would only make the start slower).
    const db = await openDatabase({ url: server.url });
    try {
      await insertReferenceData(db.kysely, { users: buildUsers(DEMO_SEED), regions: buildRegions(), organisations: [] });
    } finally {
      await db.close();
    }
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await server?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers 503 with Retry-After while it is down, recovers by itself, and loses no acknowledged write', { timeout: 60_000 }, async () => {
    const check = new pg.Client(server.url);
    await check.connect();
    const { rows: people } = await check.query<{ email: string }>("SELECT email FROM users WHERE email LIKE '%@example.com' ORDER BY id LIMIT $1", [
      WRITERS,
    ]);
    await check.end();
    const sessions: Session[] = await Promise.all(people.map((p) => signIn(api.url, p.email, freshIp())));

    // The phase the database is in; `epoch` counts changes, so an answer is judged by the phase it
    // was asked and answered in. Only steady "up" (after recovery was seen) must never be a 503.
    let phase: 'up' | 'down' = 'up';
    let epoch = 0;
    const setPhase = (next: typeof phase) => {
      phase = next;
      epoch++;
    };
    const ledger = emptyLedger();
    const spotIds: number[] = [];
    // What went wrong, and how often (one line per kind, so a failure stays readable).
    const problems = new Map<string, number>();
    const problem = (text: string) => problems.set(text, (problems.get(text) ?? 0) + 1);
    const refusals = { down: 0, up: 0 };
    const writesInEpoch = new Map<number, number>();
    let running = true;

    const judge = (what: string, sentIn: { phase: string; epoch: number }, res: Answer, ok: number): boolean => {
      if (res.status === ok) return true;
      const steady = sentIn.phase === 'up' && sentIn.epoch === epoch;
      if (res.status === 503) {
        refusals[steady ? 'up' : 'down']++;
        if (steady) problem(`${what}: 503 while the database was up`);
        const body = res.body as Record<string, unknown>;
        if (res.headers.get('retry-after') !== '5') problem(`${what}: 503 without Retry-After`);
        if (
          body['code'] !== 'database_unavailable' ||
          body['statusCode'] !== 503 ||
          body['error'] !== 'Service Unavailable' ||
          typeof body['message'] !== 'string'
        ) {
          problem(`${what}: 503 body ${JSON.stringify(body)}`);
        }
      } else problem(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      return false;
    };
    const attempt = async (what: string, send: () => Promise<Answer>, ok: number): Promise<Answer | undefined> => {
      const sentIn = { phase, epoch };
      try {
        const res = await send();
        if (judge(what, sentIn, res, ok)) return res;
      } catch (error) {
        // A reset connection or a timeout: the API must answer, whatever its database does.
        problem(`${what}: no answer (${(error as Error).message})`);
      }
      await sleep(100);
      return undefined;
    };

    const writer = async (w: number) => {
      const as = { token: sessions[w]!.accessToken, ip: freshIp() };
      for (let n = 0; running; n++) {
        if (n % 2 === 0 || spotIds.length === 0) {
          const title = `Neustart ${w}/${n}`;
          const res = await attempt('POST /api/spots', () => request(api.url, 'POST', '/api/spots', { ...as, body: spotInput(title) }), 201);
          if (res) {
            ledger.spots.push({ id: res.body.id as number, title });
            spotIds.push(res.body.id as number);
            writesInEpoch.set(epoch, (writesInEpoch.get(epoch) ?? 0) + 1);
          }
        } else {
          const spotId = spotIds[Math.floor(Math.random() * spotIds.length)]!;
          const body = `Kommentar ${w}/${n}`;
          const res = await attempt('POST comment', () => request(api.url, 'POST', `/api/spots/${spotId}/comments`, { ...as, body: { body } }), 201);
          if (res) {
            ledger.comments.push({ id: res.body.id as number, spotId, body });
            writesInEpoch.set(epoch, (writesInEpoch.get(epoch) ?? 0) + 1);
          }
        }
      }
    };
    const reader = async () => {
      while (running) await attempt('GET /api/spots', () => request(api.url, 'GET', '/api/spots?limit=50'), 200);
    };
    const load = Promise.all([...Array.from({ length: WRITERS }, (_, w) => writer(w)), reader()]);

    const health = async () => {
      try {
        return await request(api.url, 'GET', '/api/health');
      } catch (error) {
        throw new Error(`the API did not answer (exit code ${api.exitCode()}):\n${api.output.slice(-10).join('\n')}`, { cause: error });
      }
    };
    const recoveries: { mode: string; ms: number }[] = [];
    try {
      await sleep(UP_MS);
      for (const mode of ['fast', 'immediate'] as const) {
        setPhase('down');
        await server.stop(mode);
        await sleep(DOWN_MS / 2);
        const down = await health();
        expect(down.status).toBe(503);
        expect(down.headers.get('retry-after')).toBe('5');
        expect(down.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', code: 'database_unavailable' });
        await sleep(DOWN_MS / 2);
        await server.start();
        const back = Date.now();
        while ((await health()).status !== 200) {
          if (Date.now() - back > 10_000) throw new Error(`no recovery within 10 s after the ${mode} restart`);
          await sleep(50);
        }
        recoveries.push({ mode, ms: Date.now() - back });
        setPhase('up');
        await sleep(UP_MS);
      }
    } finally {
      running = false;
      await load;
    }
    // What the instance saw of the outages: the kinds of errors it answered with 503.
    const seen = new Set(
      api.logs
        .filter((l) => l.msg === 'database unavailable')
        .map((l) => {
          const err = l['err'] as { code?: string; message?: string } | undefined;
          return err?.code ?? err?.message?.slice(0, 60) ?? '?';
        }),
    );
    console.info(
      `database restart: recovered ${recoveries.map((r) => `${r.ms} ms after the ${r.mode} restart`).join(', ')}; ` +
        `${ledger.spots.length + ledger.comments.length} writes acknowledged, ${refusals.down} requests refused while down (${[...seen].join(', ')})`,
    );

    expect(Object.fromEntries(problems)).toEqual({});
    expect(refusals.down).toBeGreaterThan(0);
    // Writes were acknowledged before the first stop and after each recovery: epochs 0, 2 and 4.
    for (const upEpoch of [0, 2, 4]) expect(writesInEpoch.get(upEpoch) ?? 0).toBeGreaterThan(0);
    for (const r of recoveries) expect(r.ms).toBeLessThan(5000);

    const after = new pg.Client(server.url);
    await after.connect();
    try {
      expect(await lostWrites(after, ledger)).toEqual([]);
      expect(await countersOff(after, [...new Set(spotIds)])).toEqual([]);
      // The jobs run again: a spot falling due now is archived at the next tick.
      const { rows } = await after.query<{ id: number }>(
        `INSERT INTO spots (platform, country, title, famed, location, archive_at)
         VALUES ('bikeable', 'ch', 'Fällig nach dem Neustart', false, point(8.5417, 47.3769), now() - interval '1 minute') RETURNING id::int`,
      );
      const due = rows[0]!.id;
      let archived = false;
      for (let i = 0; i < 50 && !archived; i++) {
        await sleep(100);
        archived = (await after.query<{ archived: boolean }>('SELECT archived FROM spots WHERE id = $1', [due])).rows[0]!.archived;
      }
      expect(archived).toBe(true);
    } finally {
      await after.end();
    }

    expect(api.exitCode()).toBeNull();
    expect(api.output).toEqual([]);
    // Broken connections were noticed and replaced, and no request failed with a 500.
    expect(api.logs.some((l) => l.msg.startsWith('database connection lost'))).toBe(true);
    expect(api.logs.filter((l) => l.msg === 'request failed')).toEqual([]);
  });
});
