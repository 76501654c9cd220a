// PostgreSQL only: connections that break under the pool (pg_terminate_backend, as a restart or a
// failover does to every session) neither end the process nor stay broken. A client checked out
// between two statements has nobody listening to it but our own listener; without it, its 'error'
// event would end the process (the vitest worker here, the server in production). A request
// whose connection breaks is a 503 database_unavailable, and the next request works again.
import pg from 'pg';
import { sql, type QueryExecutorProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { buildTestApp, createTestApp, type TestApp } from '../helpers/app.ts';

const url = inject('testDatabase').url;

describe.skipIf(!url)('PostgreSQL connections that break', () => {
  let t: TestApp;
  let db: Database;
  let killer: pg.Client;
  const lost: Error[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    // A pool of our own on the worker's schema, so breaking its connections touches no other test.
    db = await openDatabase({ url: url!, searchPath: [t.db.schema, 'public'], poolSize: 2, onConnectionError: (error) => lost.push(error) });
    killer = new pg.Client(url!);
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await db.close();
    await t.app.close();
  });

  /** The server process behind a connection (a pool, a transaction, a reserved connection). */
  const backendPid = async (executor: QueryExecutorProvider) =>
    (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(executor)).rows[0]!.pid;
  const terminate = (pid: number) => killer.query('SELECT pg_terminate_backend($1)', [pid]);
  // The server ends a terminated backend when it gets to it: on a busy machine that takes a while.
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('a checked-out connection that breaks between statements is reported, not fatal; the pool connects afresh', async () => {
    const before = lost.length;
    let brokenPid = 0;
    await db.kysely.connection().execute(async (connection) => {
      brokenPid = await backendPid(connection);
      await terminate(brokenPid);
      await until(() => lost.length > before);
    });
    expect(lost.length).toBe(before + 1);
    expect(lost.at(-1)).toMatchObject({ code: '57P01' });
    const pid = await backendPid(db.kysely);
    expect(pid).not.toBe(brokenPid);
  });

  it('idle connections killed together are dropped and replaced', async () => {
    // Two connections in the pool, both idle afterwards.
    const pids = await db.kysely.transaction().execute(async (trx) => [await backendPid(trx), await db.kysely.connection().execute(backendPid)]);
    const before = lost.length;
    for (const pid of pids) await terminate(pid);
    await until(() => lost.length >= before + 2);
    expect(lost.length).toBe(before + 2);
    const fresh = await Promise.all([backendPid(db.kysely), backendPid(db.kysely)]);
    for (const pid of fresh) expect(pids).not.toContain(pid);
  });

  it('a request whose connection breaks answers 503 database_unavailable; the next one is served', async () => {
    const app = await buildTestApp(db, t.data, {}, (instance) => {
      instance.get('/api/test/connection-breaks', async () => {
        await instance.db.kysely.transaction().execute(async (trx) => {
          await terminate(await backendPid(trx));
          await sql`SELECT 1`.execute(trx);
        });
        return { committed: true };
      });
    });
    try {
      const broken = await app.app.inject({ method: 'GET', url: '/api/test/connection-breaks' });
      expect(broken.statusCode).toBe(503);
      expect(broken.headers['retry-after']).toBe('5');
      expect(broken.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', code: 'database_unavailable' });
      const health = await app.get('/api/health');
      expect(health.status).toBe(200);
    } finally {
      await app.app.close();
    }
  });
});
