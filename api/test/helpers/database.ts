// One database per test worker, migrated once; files reset its data to the demo dataset.
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedContentPages } from '../../src/db/seed/content/seed-content-pages.ts';
import { buildDemoData, insertDemoData, type DemoData } from '../../src/db/seed/demo.ts';

let database: Promise<Database> | undefined;
let demo: Promise<DemoData> | undefined;

async function createDatabase(): Promise<Database> {
  const { url, schemaPrefix } = inject('testDatabase');
  if (!url) return openDatabase({});
  const schema = `${schemaPrefix}_${process.env.VITEST_POOL_ID ?? process.pid}`;
  const client = new pg.Client(url);
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  return openDatabase({ url, searchPath: [schema, 'public'], poolSize: 4 });
}

/** This worker's database (PGlite in memory, or a PostgreSQL schema of its own), migrated. */
export function testDatabase(): Promise<Database> {
  database ??= createDatabase().then(async (db) => {
    await migrate(db);
    return db;
  });
  return database;
}

/** The demo dataset as plain data: what the database holds after resetDatabase(). */
export function demoData(): Promise<DemoData> {
  demo ??= buildDemoData();
  return demo;
}

const TABLES = [
  'admin_audit',
  'news_audit',
  'news_translations',
  'news_articles',
  'organisation_audit',
  'organisation_statistics',
  'premium_requests',
  'official_answers',
  'open311_requesters',
  'organisation_api_keys',
  'votes',
  'comments',
  'photos',
  'spot_regions',
  'spot_categories',
  'spots',
  'organisation_members',
  'organisation_regions',
  'organisations',
  'region_shapes',
  'regions',
  'categories',
  'refresh_tokens',
  'revoked_sessions',
  'one_time_tokens',
  'identities',
  'email_outbox',
  'content_page_revisions',
  'content_pages',
  'newsletter_requests',
  'newsletter_subscriptions',
  'users',
  'analytics_salts',
  'analytics_visitor_keys',
  'analytics_daily_pages',
  'analytics_daily_totals',
];

/** Empties every table and loads the demo dataset and the content pages again (cheaper than a fresh database). */
export async function resetDatabase(db: Database): Promise<DemoData> {
  await sql`TRUNCATE ${sql.join(TABLES.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(db.kysely);
  const data = await demoData();
  await insertDemoData(db.kysely, data);
  await seedContentPages(db.kysely);
  return data;
}
