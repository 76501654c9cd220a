// Two API instances on one PostgreSQL and one Redis, as a deployment behind a load balancer runs
// them: two real server processes (node api/src/server.ts) that start together on an empty schema
// (they migrate and seed it between them), then the checks of checks/index.ts: a mixed load
// through both with no acknowledged write lost, rate limits counted across both, scheduled jobs
// run once. Needs TEST_DATABASE_URL (the PostgreSQL run of the API tests) and a Redis
// (TEST_REDIS_URL, else redis://127.0.0.1:6379); skipped with the reason in its title otherwise.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { redisAnswers, startCluster, type Cluster } from './cluster.ts';
import { CHECKS } from './checks/index.ts';

const database = inject('testDatabase');
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const skip = !database.url
  ? 'TEST_DATABASE_URL is not set'
  : !(await redisAnswers(redisUrl))
    ? `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`
    : null;

if (skip) console.info(`two API instances on one PostgreSQL and one Redis: skipped, ${skip}`);

describe.skipIf(skip)(`two API instances on one PostgreSQL and one Redis${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      databaseUrl: database.url!,
      // Under the run's prefix, so the global teardown drops it even if this file's does not run.
      schema: `${database.schemaPrefix}_scale_out`,
      redisUrl,
      instances: 2,
      env: { JOBS: 'true', ARCHIVE_JOB_INTERVAL: '1', SESSION_SYNC_INTERVAL: '1h' },
    });
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  it('both instances started together on an empty database: migrated and seeded once', async () => {
    const { rows } = await cluster.db.query<{ spots: number; users: number; migrations: number; distinct_migrations: number }>(
      `SELECT (SELECT count(*)::int FROM spots) AS spots, (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM kysely_migration) AS migrations, (SELECT count(DISTINCT name)::int FROM kysely_migration) AS distinct_migrations`,
    );
    expect(rows[0]!.spots).toBe(2000);
    expect(rows[0]!.users).toBe(40);
    expect(rows[0]!.migrations).toBe(rows[0]!.distinct_migrations);
    const seeded = cluster.instances.filter((i) => i.logs.some((l) => typeof l.msg === 'string' && l.msg.startsWith('empty database: seeded')));
    expect(seeded.length).toBe(1);
  });

  for (const check of CHECKS) it(check.name, () => check.run(cluster), check.timeoutMs);

  it('neither instance logged an error or stopped', () => {
    for (const instance of cluster.instances) {
      expect(instance.exitCode()).toBeNull();
      expect(instance.logs.filter((l) => l.level >= 50)).toEqual([]);
      expect(instance.output).toEqual([]);
    }
  });
});
