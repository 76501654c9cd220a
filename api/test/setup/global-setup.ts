// Once per test run. On PostgreSQL: make sure cube/earthdistance exist (in public, where every
// worker schema sees them; installing them per schema is impossible, an extension lives once per
// database), hand the workers a run-unique schema prefix, and drop this run's schemas at the end.
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { url: string | null; schemaPrefix: string };
  }
}

const EXTENSIONS = ['cube', 'earthdistance'];

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || null;
  const schemaPrefix = `api_test_${Date.now().toString(36)}_${process.pid}`;
  project.provide('testDatabase', { url, schemaPrefix });
  if (!url) return;

  const client = new pg.Client(url);
  await client.connect();
  const before = await client.query<{ extname: string }>('SELECT extname FROM pg_extension');
  const created = EXTENSIONS.filter((e) => !before.rows.some((r) => r.extname === e));
  for (const extension of EXTENSIONS) await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension} WITH SCHEMA public`);
  await client.end();

  return async () => {
    const c = new pg.Client(url);
    await c.connect();
    const { rows } = await c.query<{ nspname: string }>('SELECT nspname FROM pg_namespace WHERE nspname LIKE $1', [`${schemaPrefix}%`]);
    for (const { nspname } of rows) await c.query(`DROP SCHEMA "${nspname}" CASCADE`);
    // Leave the database as we found it, unless another run is still using the extensions.
    for (const extension of created.reverse()) await c.query(`DROP EXTENSION IF EXISTS ${extension}`).catch(() => {});
    await c.end();
  };
}
