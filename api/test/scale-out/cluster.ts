// Several API instances as a deployment runs them: separate processes on one PostgreSQL database
// (a schema of its own in TEST_DATABASE_URL's database, empty at start, so the instances migrate
// and seed it themselves, at the same time) and one Redis (keys under a prefix of this run only).
// The test talks to each instance directly, as a load balancer would.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startApiProcess, type ApiProcess } from './api-process.ts';

export interface Cluster {
  instances: ApiProcess[];
  /** A connection to the instances' schema, for checking what they wrote. */
  db: pg.Client;
  /** The instances' database URL (schema and all), for more connections (e.g. to hold a job's lock). */
  databaseUrl: string;
  schema: string;
  redisUrl: string;
  /** Every key the instances write to Redis starts with it. */
  redisPrefix: string;
  /** Each instance connects with application_name `moveable-<its name>`, so the database can tell who wrote. */
  applicationName(instance: ApiProcess): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** PostgreSQL database the cluster gets a schema in. */
  databaseUrl: string;
  /** Schema name; dropped with the cluster (and by the run's global teardown when it starts with its prefix). */
  schema: string;
  redisUrl: string;
  instances?: number;
  /** More environment for every instance (e.g. a short job interval). */
  env?: Record<string, string>;
}

/** The URL with a search_path (the schema first, extensions in public) and an application_name. */
export function urlWithSchema(databaseUrl: string, schema: string, applicationName: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { databaseUrl, schema, redisUrl } = options;
  const admin = new pg.Client(databaseUrl);
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();

  const redisPrefix = `moveable:test:${randomBytes(6).toString('hex')}:`;
  // One DATA_DIR for all, like a shared volume: the demo photos written by the instance that seeds.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-scale-out-'));
  const names = Array.from({ length: options.instances ?? 2 }, (_, i) => String.fromCharCode(97 + i));
  const applicationName = (name: string) => `moveable-${name}`;
  const instances = await Promise.all(
    names.map((name) =>
      startApiProcess(name, {
        DATABASE_URL: urlWithSchema(databaseUrl, schema, applicationName(name)),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        DATA_DIR: dataDir,
        SEED: 'true',
        ...options.env,
      }),
    ),
  ).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });

  const instancesUrl = urlWithSchema(databaseUrl, schema, 'moveable-test');
  const db = new pg.Client(instancesUrl);
  await db.connect();
  return {
    instances,
    db,
    databaseUrl: instancesUrl,
    schema,
    redisUrl,
    redisPrefix,
    applicationName: (instance) => applicationName(instance.name),
    async stop() {
      await Promise.all(instances.map((i) => i.stop()));
      await db.end().catch(() => {});
      const cleanup = new pg.Client(databaseUrl);
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await cleanup.end();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves whether a Redis answers at `url` within a second (the test skips without one). */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
