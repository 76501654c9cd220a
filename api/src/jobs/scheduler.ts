// A small in-process scheduler: each job runs every N milliseconds or daily at a UTC time, never
// overlapping itself (the next run is planned when the last one ends), and across instances at
// most once at a time (runExclusive). A failed run is logged and tried again next time. Timers
// are unref'd, so they never keep a process alive; stop() cancels them and waits for a run in
// progress, so the database is not closed under it. One job runs at a time per instance: a run
// holds a connection for its lock while its work takes others, so jobs due together (all of them
// at start) would otherwise take the whole pool and wait on each other for ever, and requests
// with them.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { runExclusive } from './exclusive.ts';

export type JobSchedule = { everyMs: number; runAtStart?: boolean } | { dailyAtMinute: number };

export interface Job {
  name: string;
  schedule: JobSchedule;
  /** Resolves to a count of what it did (logged when not 0), or nothing. */
  run(): Promise<number | void>;
}

export interface Scheduler {
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next time of day `minuteOfDay` (UTC), strictly in the future. */
export function msUntilDaily(minuteOfDay: number, now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let next = midnight + minuteOfDay * 60_000;
  if (next <= now.getTime()) next += DAY_MS;
  return next - now.getTime();
}

export function startScheduler(db: Database, jobs: readonly Job[], log: FastifyBaseLogger): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  /** The runs in turn: each starts when the one before has ended. */
  let turn: Promise<void> = Promise.resolve();
  const inTurn = (job: Job) => {
    const run = turn.then(() => (stopped ? undefined : execute(job)));
    turn = run;
    return run;
  };

  const plan = (job: Job, first: boolean) => {
    if (stopped) return;
    const { schedule } = job;
    const delay = 'everyMs' in schedule ? (first && schedule.runAtStart ? 0 : schedule.everyMs) : msUntilDaily(schedule.dailyAtMinute, new Date());
    const timer = setTimeout(() => {
      const run = inTurn(job).finally(() => {
        running.delete(run);
        plan(job, false);
      });
      running.add(run);
    }, delay);
    timer.unref();
    timers.set(job.name, timer);
  };

  const execute = async (job: Job) => {
    try {
      const outcome = await runExclusive(db, job.name, () => job.run());
      if (!outcome.ran) log.debug({ job: job.name }, 'job skipped: another instance is running it');
      else if (typeof outcome.result === 'number' && outcome.result > 0) log.info({ job: job.name, count: outcome.result }, 'job done');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job failed');
    }
  };

  for (const job of jobs) plan(job, true);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
