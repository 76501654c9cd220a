// One run of a job at a time across every API instance. On PostgreSQL several instances share the
// database, so a run first takes a session-level advisory lock on a connection of its own
// (pg_try_advisory_lock: never waits; the instance that does not get it skips this round, and a
// lost connection releases it). The key includes the schema, so deployments (or test workers)
// in separate schemas of one database do not block each other. PGlite belongs to one process:
// the scheduler's own "already running" check is all it needs.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** The text whose hashtext() is the job's advisory lock key. */
export const jobLockName = (schema: string, job: string) => `moveable-job:${schema}:${job}`;

/** Runs `task` unless another instance is running the same job; `ran: false` when it skipped. */
export async function runExclusive<T>(db: Database, job: string, task: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> {
  if (db.engine === 'pglite') return { ran: true, result: await task() };
  const name = jobLockName(db.schema, job);
  return db.kysely.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(hashtext(${name})) AS locked`.execute(connection);
    if (!rows[0]?.locked) return { ran: false } as const;
    try {
      return { ran: true, result: await task() } as const;
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
