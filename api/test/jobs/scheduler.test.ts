// The scheduler: jobs run at start and again after their interval, never overlapping; a failing
// job is logged and runs again; stop() waits for a run in progress; on PostgreSQL a job another
// instance holds is skipped; jobs due together run in turn. And an app built with `jobs` in its config runs them by itself.
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobLockName, runExclusive } from '../../src/jobs/exclusive.ts';
import { msUntilDaily, startScheduler } from '../../src/jobs/scheduler.ts';
import { buildTestApp, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** Resolves once `check` holds, polling; fails the test after a generous while. */
async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

describe('msUntilDaily', () => {
  it('is the next occurrence of the UTC time of day, strictly ahead', () => {
    const at = (iso: string) => new Date(iso);
    expect(msUntilDaily(3 * 60 + 30, at('2026-03-01T01:30:00Z'))).toBe(2 * 3_600_000);
    expect(msUntilDaily(3 * 60 + 30, at('2026-03-01T03:30:00Z'))).toBe(24 * 3_600_000);
    expect(msUntilDaily(0, at('2026-12-31T23:59:00Z'))).toBe(60_000);
  });
});

describe('startScheduler', () => {
  it('runs a job at start and again, never two runs at once; errors do not stop it', async () => {
    let runs = 0;
    let active = 0;
    let overlapped = false;
    const scheduler = startScheduler(
      t.db,
      [
        {
          name: 'test-counter',
          schedule: { everyMs: 1, runAtStart: true },
          run: async () => {
            active++;
            overlapped ||= active > 1;
            runs++;
            await new Promise((resolve) => setTimeout(resolve, 5));
            active--;
            if (runs === 2) throw new Error('second run fails on purpose');
          },
        },
      ],
      t.app.log,
    );
    await eventually(() => runs >= 4, 'four runs');
    await scheduler.stop();
    const after = runs;
    expect(overlapped).toBe(false);
    expect(active).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(after);
  });

  it('more jobs due at once than the pool has connections: every one runs, one at a time', async () => {
    // On PostgreSQL a run holds a connection for its lock while its query takes another: run side
    // by side, six jobs would take the test pool's 4 connections and wait on each other for ever.
    const done: string[] = [];
    let active = 0;
    let overlapped = false;
    const jobs = Array.from({ length: 6 }, (_, i) => ({
      name: `test-crowd-${i}`,
      schedule: { everyMs: 3_600_000, runAtStart: true },
      run: async () => {
        active++;
        overlapped ||= active > 1;
        await sql`SELECT pg_sleep(0.01)`.execute(t.db.kysely);
        active--;
        done.push(`test-crowd-${i}`);
      },
    }));
    const scheduler = startScheduler(t.db, jobs, t.app.log);
    try {
      await eventually(() => done.length === 6, 'six jobs run');
    } finally {
      await scheduler.stop();
    }
    expect(overlapped).toBe(false);
    expect(done.sort()).toEqual(jobs.map((j) => j.name).sort());
  });

  it('stop() waits for the run in progress', async () => {
    let finished = false;
    let started = false;
    const scheduler = startScheduler(
      t.db,
      [
        {
          name: 'test-slow',
          schedule: { everyMs: 60_000, runAtStart: true },
          run: async () => {
            started = true;
            await new Promise((resolve) => setTimeout(resolve, 50));
            finished = true;
          },
        },
      ],
      t.app.log,
    );
    await eventually(() => started, 'the run started');
    await scheduler.stop();
    expect(finished).toBe(true);
  });
});

describe('runExclusive', () => {
  it('on PostgreSQL, skips a job whose lock another instance holds, and runs it once released', async (ctx) => {
    if (t.db.engine !== 'postgres') ctx.skip();
    const other = new pg.Client(inject('testDatabase').url ?? undefined);
    await other.connect();
    try {
      const name = jobLockName(t.db.schema, 'archive-due-spots');
      await other.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      let ran = false;
      expect(await runExclusive(t.db, 'archive-due-spots', async () => (ran = true))).toEqual({ ran: false });
      expect(ran).toBe(false);
      // Another job is not blocked by it.
      expect(await runExclusive(t.db, 'remove-unattached-photos', async () => 1)).toEqual({ ran: true, result: 1 });
      await other.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      expect(await runExclusive(t.db, 'archive-due-spots', async () => 2)).toEqual({ ran: true, result: 2 });
      // Released after the run: the other session can take it again.
      const { rows } = await other.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name]);
      expect(rows[0]?.locked).toBe(true);
      await other.query('SELECT pg_advisory_unlock_all()');
    } finally {
      await other.end();
    }
  });

  it('runs the task and passes its result on (PGlite: one process, no lock needed)', async () => {
    expect(await runExclusive(t.db, 'test-result', async () => 'done')).toEqual({ ran: true, result: 'done' });
  });
});

describe('an app with jobs in its config', () => {
  it('archives due spots by itself once ready, and stops its jobs on close', async () => {
    const { rows } = await sql<{ id: number }>`INSERT INTO spots (platform, country, title, famed, location, archive_at)
      VALUES ('bikeable', 'ch', 'Schnee', false, point(8.5417, 47.3769), now() - interval '1 day') RETURNING id`.execute(t.db.kysely);
    const id = rows[0]!.id;
    const withJobs = await buildTestApp(t.db, t.data, {
      jobs: {
        archiveIntervalMs: 3_600_000,
        photoCleanupIntervalMs: 3_600_000,
        nightlyAtMinute: 0,
        alerts: { intervalMs: 3_600_000, digestHour: 7, pauseMs: 0, publicUrl: 'http://localhost:8080' },
        webhooksIntervalMs: 3_600_000,
      },
    });
    try {
      await eventually(async () => {
        const spot = await t.db.kysely.selectFrom('spots').select('archived').where('id', '=', id).executeTakeFirstOrThrow();
        return spot.archived;
      }, 'the spot archived');
    } finally {
      await withJobs.app.close();
    }
  });
});
