// A real app over the worker's database, with the demo data loaded. Requests go through
// app.inject: real routing, validation, hooks and serialisation, no network.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_RATE_LIMITS, type Config } from '../../src/config.ts';
import { NO_WRITE_LIMITS } from '../../src/rate-limit/write-limits.ts';
import type { Database } from '../../src/db/database.ts';
import type { DemoData } from '../../src/db/seed/demo.ts';
import { writeDemoPhotos } from '../../src/db/seed/photos.ts';
import { resetDatabase, testDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  data: DemoData;
  config: Config;
  /** GET with optional headers; body parsed as JSON when it is JSON (checked by assertions, not types). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get<T = any>(url: string, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

let photoDir: Promise<string> | undefined;

function demoPhotoDir(): Promise<string> {
  photoDir ??= mkdtemp(path.join(os.tmpdir(), 'moveable-api-photos-')).then(async (dir) => {
    await writeDemoPhotos(dir);
    return dir;
  });
  return photoDir;
}

export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    pgliteDir: undefined,
    photoDir: await demoPhotoDir(),
    siteDir: path.join(os.tmpdir(), 'moveable-api-no-site'),
    importmapPath: path.join(os.tmpdir(), 'moveable-api-no-site', 'importmap.json'),
    moduleGraphPath: path.join(os.tmpdir(), 'moveable-api-no-site', 'module-graph.json'),
    pageMeta: {},
    geoCountryHeader: null,
    localeDomains: {},
    embedFrameAncestors: null,
    serveSourceMaps: false,
    seed: false,
    logLevel: 'silent',
    trustProxy: false,
    avatarDir: path.join(os.tmpdir(), `moveable-api-avatars-${process.pid}`),
    authSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    authSecretFile: path.join(os.tmpdir(), 'moveable-api-no-secret'),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 30 * 86_400,
    smtpUrl: undefined,
    mailFrom: 'bikeable test <no-reply@test.local>',
    publicUrl: 'http://localhost:8080',
    redisUrl: undefined,
    redisPrefix: 'moveable:',
    trustedOrigins: [],
    sessionSyncIntervalMs: 5000,
    cookieSecure: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    // Functional tests write far faster than people do; the limit tests set their own.
    writeLimits: NO_WRITE_LIMITS,
    uploads: { concurrency: os.availableParallelism(), queueLength: 16 },
    analytics: { enabled: true, autoPageViews: true },
    // Receivers in tests listen on 127.0.0.1; the SSRF test turns this off.
    webhooks: { allowPrivateTargets: true, timeoutMs: 2000, retryScheduleMs: [60_000, 300_000, 1_800_000], disableAfter: 10 },
    ...overrides,
  };
}

/**
 * Resets the database to the demo data and builds an app on it. `beforeReady` may add routes
 * (e.g. one that throws) before the app is sealed.
 */
export async function createTestApp(overrides: Partial<Config> = {}, beforeReady?: (app: FastifyInstance) => void | Promise<void>): Promise<TestApp> {
  const db = await testDatabase();
  return buildTestApp(db, await resetDatabase(db), overrides, beforeReady);
}

/** Another app on the database as it is (no reset), e.g. with a different configuration. */
export async function buildTestApp(
  db: Database,
  data: DemoData,
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const config = await testConfig(overrides);
  const app = await buildApp(config, { database: db });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    data,
    config,
    async get(url, headers = {}) {
      const res = await app.inject({ method: 'GET', url, headers });
      const type = String(res.headers['content-type'] ?? '');
      return {
        status: res.statusCode,
        body: (type.includes('json') ? res.json() : res.body) as never,
        headers: res.headers as Record<string, unknown>,
      };
    },
  };
}
