// Scheduled jobs run once across the instances. Both run the archive job every second
// (ARCHIVE_JOB_INTERVAL=1); a trigger installed by the test records every spot that turns
// archived, with the application_name of the instance whose transaction did it.
//
// The archive statement alone could not archive a spot twice (it only takes spots not archived
// yet), so "archived once" is not the whole proof. What shows the instances coordinate is the
// job's advisory lock: while the test holds it, neither instance archives anything, over several
// of their intervals; once released, one of them does, at the next tick. And the "job done"
// counts the instances log add up to exactly the rows the database saw archived: no run counted
// a spot another run archived.
import { expect } from 'vitest';
import pg from 'pg';
import { jobLockName } from '../../../src/jobs/exclusive.ts';
import type { Cluster } from '../cluster.ts';
import type { Check } from './check.ts';

const JOB = 'archive-due-spots';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function installAudit(cluster: Cluster) {
  await cluster.db.query(
    `CREATE TABLE IF NOT EXISTS archive_audit (spot_id bigint NOT NULL, app text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
  );
  await cluster.db.query(`CREATE OR REPLACE FUNCTION archive_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO archive_audit (spot_id, app) VALUES (NEW.id, current_setting('application_name')); RETURN NULL; END $$`);
  await cluster.db.query(`CREATE OR REPLACE TRIGGER spots_archive_audit AFTER UPDATE OF archived ON spots
    FOR EACH ROW WHEN (NOT OLD.archived AND NEW.archived) EXECUTE FUNCTION archive_audit_row()`);
}

/** Spots already due (archive_at in the past), as a temporary category leaves them 30 days on. */
async function insertDueSpots(cluster: Cluster, count: number, tag: string): Promise<number[]> {
  const { rows } = await cluster.db.query<{ id: number }>(
    `INSERT INTO spots (platform, country, title, famed, location, archive_at)
     SELECT 'bikeable', 'ch', $1 || ' ' || i, false, point(8.5417, 47.3769), now() - interval '1 minute'
     FROM generate_series(1, $2::int) AS i RETURNING id::int`,
    [`Fällig ${tag}`, count],
  );
  return rows.map((r) => r.id);
}

async function archivedOf(cluster: Cluster, ids: number[]): Promise<number> {
  const { rows } = await cluster.db.query<{ n: number }>('SELECT count(*)::int AS n FROM spots WHERE id = ANY($1::bigint[]) AND archived', [ids]);
  return rows[0]!.n;
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`never happened within ${timeoutMs} ms: ${what}`);
}

/** The sum of the archive job's "job done" counts each instance logged since `since` (log index per instance). */
function loggedArchived(cluster: Cluster, since: Map<string, number>): number {
  let total = 0;
  for (const instance of cluster.instances) {
    for (const line of instance.logs.slice(since.get(instance.name) ?? 0)) {
      if (line.msg === 'job done' && line['job'] === JOB) total += Number(line['count']);
    }
  }
  return total;
}

export const jobsRunOnce: Check = {
  name: 'scheduled jobs run once: the archive job waits for its lock on every instance, and each due spot is archived by one run',
  timeoutMs: 40_000,
  async run(cluster) {
    await installAudit(cluster);
    const logStart = new Map(cluster.instances.map((i) => [i.name, i.logs.length]));

    // 1. Another holder of the job's lock: neither instance runs the job meanwhile.
    const holder = new pg.Client(cluster.databaseUrl);
    await holder.connect();
    let held: number[];
    try {
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [jobLockName(cluster.schema, JOB)]);
      held = await insertDueSpots(cluster, 20, 'gesperrt');
      await sleep(2500); // two and a half intervals of each instance
      expect(await archivedOf(cluster, held)).toBe(0);
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [jobLockName(cluster.schema, JOB)]);
      await eventually(
        async () => (await archivedOf(cluster, held)) === held.length,
        'the held-back spots archived after the lock was released',
        5000,
      );
    } finally {
      await holder.end();
    }

    // 2. Spots falling due while both instances tick: all archived, each exactly once.
    const waves: number[] = [];
    for (let wave = 0; wave < 8; wave++) {
      waves.push(...(await insertDueSpots(cluster, 5, `Welle ${wave}`)));
      await sleep(250);
    }
    const all = [...held, ...waves];
    await eventually(async () => (await archivedOf(cluster, all)) === all.length, 'every due spot archived');

    const { rows: audit } = await cluster.db.query<{ spot_id: number; app: string }>('SELECT spot_id::int, app FROM archive_audit');
    const ours = audit.filter((r) => all.includes(r.spot_id));
    expect(ours.length).toBe(all.length);
    expect(new Set(ours.map((r) => r.spot_id)).size).toBe(all.length);
    const apps = new Set(cluster.instances.map((i) => cluster.applicationName(i)));
    for (const row of ours) expect(apps.has(row.app)).toBe(true);
    // What the instances report having archived is what the database archived, no more.
    await eventually(async () => loggedArchived(cluster, logStart) >= audit.length, `logged job counts reach ${audit.length}`, 3000);
    expect(loggedArchived(cluster, logStart)).toBe(audit.length);
  },
};
