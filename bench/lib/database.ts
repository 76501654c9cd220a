// Bench databases: a fresh file-backed PGlite in a temp folder, or a schema of its own in a
// PostgreSQL database that belongs to the benchmarks (BENCH_DATABASE_URL, default the
// moveable_bench database on the local server, created when missing). Never the `test` database:
// test runs install and drop the extensions there, and an index build that uses ll_to_earth
// deadlocks against a DROP EXTENSION of a finishing test run.
//
// With `keep`, the loaded data stays (PGlite folder / PostgreSQL schema named after count and
// seed) and the next run with the same count and seed reuses it: loading 1M spots takes minutes.
import {
  buildOrganisations,
  buildRegions,
  buildUsers,
  bulkLoadSpots,
  type Database,
  type Engine,
  generate,
  insertReferenceData,
  migrate,
  openDatabase,
  syncIdSequences,
} from '@moveable/api/bench-kit';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';

export const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/moveable_bench';
const EXTENSIONS = ['cube', 'earthdistance'];

export interface BenchDatabase {
  db: Database;
  /** Spots loaded by this run (0 when a kept database was reused). */
  loadMs: number;
  analyseMs: number;
  reused: boolean;
  cleanup(): Promise<void>;
}

const ms = (start: number) => performance.now() - start;

async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client(admin.toString());
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function openPostgres(name: string, keep: boolean): Promise<{ db: Database; exists: boolean; cleanup: () => Promise<void> }> {
  await ensurePostgresDatabase(BENCH_URL);
  const admin = new pg.Client(BENCH_URL);
  await admin.connect();
  // The benchmarks' own database: the extensions stay installed there.
  for (const e of EXTENSIONS) await admin.query(`CREATE EXTENSION IF NOT EXISTS ${e} WITH SCHEMA public`);
  const exists = keep && (await admin.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [name])).rows.length > 0;
  if (!exists) {
    await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    await admin.query(`CREATE SCHEMA ${name}`);
  }
  const db = await openDatabase({ url: BENCH_URL, searchPath: [name, 'public'], poolSize: 4 });
  return {
    db,
    exists,
    cleanup: async () => {
      await db.close();
      if (!keep) await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await admin.end();
    },
  };
}

async function openPglite(name: string, keep: boolean): Promise<{ db: Database; exists: boolean; cleanup: () => Promise<void> }> {
  const dir = keep ? path.join(os.tmpdir(), name) : await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-'));
  const exists = keep && existsSync(path.join(dir, 'PG_VERSION'));
  const db = await openDatabase({ pgliteDir: dir });
  return {
    db,
    exists,
    cleanup: async () => {
      await db.close();
      if (!keep) await rm(dir, { recursive: true, force: true });
    },
  };
}

async function spotCount(db: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots`.execute(db.kysely);
  return rows[0]?.n ?? 0;
}

/** Opens (and unless reused, fills) a bench database with `count` generated spots. */
export async function benchDatabase(engine: Engine, options: { count: number; seed: number; keep: boolean }): Promise<BenchDatabase> {
  const name = `bench_${options.count}_${options.seed}`;
  const opened = engine === 'pglite' ? await openPglite(`moveable-${name}`, options.keep) : await openPostgres(name, options.keep);
  const { db } = opened;
  try {
    await migrate(db);
    if (opened.exists && (await spotCount(db)) === options.count) {
      console.log(`  ${engine}: reusing ${options.count.toLocaleString('en')} spots kept by an earlier run`);
      await sql`VACUUM ANALYZE`.execute(db.kysely);
      return { db, loadMs: 0, analyseMs: 0, reused: true, cleanup: opened.cleanup };
    }
    if (opened.exists) await sql`TRUNCATE spots, users, categories, regions, organisations RESTART IDENTITY CASCADE`.execute(db.kysely);
    const regions = buildRegions();
    const started = performance.now();
    await db.kysely.transaction().execute(async (trx) => {
      await insertReferenceData(trx, { users: buildUsers(options.seed), regions, organisations: buildOrganisations(regions) } as Parameters<
        typeof insertReferenceData
      >[1]);
      await bulkLoadSpots(trx, generate(options.count, options.seed, { batchSize: 5000 }), (loaded) => {
        if (loaded % 100_000 === 0 || loaded === options.count) {
          process.stdout.write(`\r  ${engine}: inserted ${loaded.toLocaleString('en')} spots (${(ms(started) / 1000).toFixed(1)} s)`);
        }
      });
      await syncIdSequences(trx);
    });
    const loadMs = ms(started);
    process.stdout.write(`, indexes built: ${(loadMs / 1000).toFixed(1)} s\n`);
    // What autovacuum would do after a bulk load: visibility map (index-only scans), hint bits
    // and statistics.
    const vacuum = performance.now();
    await sql`VACUUM ANALYZE`.execute(db.kysely);
    return { db, loadMs, analyseMs: ms(vacuum), reused: false, cleanup: opened.cleanup };
  } catch (error) {
    await opened.cleanup();
    throw error;
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
