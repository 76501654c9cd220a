// One query codebase, two engines: PGlite (embedded PostgreSQL in WebAssembly) by default and
// PostgreSQL over `pg` when a URL is given. Both speak the same SQL; the `pg` type parsers below
// make PostgreSQL return the same JavaScript values PGlite returns, so responses are identical.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  kysely: Kysely<DB>;
  engine: Engine;
  /** The schema unqualified names resolve to (first in search_path). */
  schema: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; absent = in memory. */
  pgliteDir?: string | undefined;
  /** PostgreSQL only: put this schema first in search_path (tests and benchmarks isolate with it). */
  searchPath?: string[] | undefined;
  /** PostgreSQL pool size. */
  poolSize?: number | undefined;
  /** PostgreSQL only: told when a pooled connection breaks (server restart, network); the pool replaces it. */
  onConnectionError?: ((error: Error) => void) | undefined;
}

/**
 * How long a query waits for a connection (a new one, or a free one of a busy pool) before it
 * fails with "timeout exceeded when trying to connect", which the API answers with 503: an
 * unreachable server must not hold requests until the operating system gives up on TCP.
 */
const CONNECT_TIMEOUT_MS = 5000;

const OID = { int8: 20, point: 600, int4Array: 1007, int8Array: 1016 } as const;

/**
 * pg's defaults differ from PGlite's: int8 arrives as a string (PGlite: number) and point as an
 * {x,y} object (PGlite: the raw "(x,y)" text). Ids are bigints well below 2^53, so numbers are safe.
 */
function pgTypeParsers(): pg.CustomTypesConfig {
  const builtin = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => (value: string) => unknown;
  const int4ArrayParser = builtin(OID.int4Array, 'text');
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === OID.int8) return (v: string) => Number(v);
      if (oid === OID.int8Array) return int4ArrayParser; // same text format, parsed to numbers
      if (oid === OID.point) return (v: string) => v;
      return builtin(oid, format ?? 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

async function openPostgres(options: DatabaseOptions & { url: string }): Promise<Database> {
  const searchPath = options.searchPath?.map((s) => `"${s.replaceAll('"', '""')}"`).join(',');
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    types: pgTypeParsers(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing the socket is noticed, not waited for.
    keepAlive: true,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // A client that loses its connection emits 'error', and an 'error' without a listener ends the
  // process. The pool listens while a client is idle (and drops it); while one is checked out
  // (between the statements of a transaction, a job's lock) nobody does, so every client gets a
  // listener of its own. The query in flight fails by itself, and a broken client is not returned
  // to the pool: the next query connects afresh, so the pool recovers when the server is back.
  pool.on('connect', (client) => {
    // A server's goodbye (57P01) and the closed socket after it are two errors of one loss: tell once.
    let told = false;
    client.on('error', (error: Error) => {
      if (!told) options.onConnectionError?.(error);
      told = true;
    });
  });
  // The pool passes an idle client's error on; the client's own listener above has told already.
  pool.on('error', () => {});
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const { rows } = await pool.query<{ schema: string }>('select current_schema() as schema');
  return {
    kysely,
    engine: 'postgres',
    schema: rows[0]?.schema ?? 'public',
    close: () => kysely.destroy(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    extensions: { cube, earthdistance },
    // PGlite starts postgres with -F (fsync off). A file-backed database must survive a crash,
    // so drop the flag there; in memory there is nothing to sync.
    ...(options.pgliteDir ? { startParams: PGlite.defaultStartParams.filter((p) => p !== '-F') } : {}),
  });
  const kysely = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    kysely,
    engine: 'pglite',
    schema: 'public',
    close: async () => {
      await kysely.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres({ ...options, url: options.url }) : openPglite(options);
}
