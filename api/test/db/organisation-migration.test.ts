// Migration 0044 extends organisations on a database that has them already: every row stays, with
// what it had, and becomes a town without texts, logo or contact until someone writes them.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrations } from '../../src/db/migrations/index.ts';

let db: Database | undefined;
afterAll(() => db?.close());

/** An empty database of its own: a PGlite in memory, or a fresh schema of TEST_DATABASE_URL's. */
async function emptyDatabase(): Promise<Database> {
  const { url, schemaPrefix } = inject('testDatabase');
  if (!url) return openDatabase({});
  const schema = `${schemaPrefix}_m0044`;
  const client = new pg.Client(url);
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  return openDatabase({ url, searchPath: [schema, 'public'], poolSize: 1 });
}

async function run(names: string[]): Promise<void> {
  for (const name of names) for (const statement of migrations[name]!.statements) await sql.raw(statement).execute(db!.kysely);
}

describe('migration 0044 (organisation profiles)', () => {
  it('keeps the organisations of a database migrated before it', async () => {
    db = await emptyDatabase();
    const names = Object.keys(migrations);
    const at = names.indexOf('0044_organisation_profiles');
    await run(names.slice(0, at));
    await sql`INSERT INTO regions (id, slug, name, country, platform, min_lng, min_lat, max_lng, max_lat)
      VALUES (1, 'zuerich', 'Zürich', 'ch', NULL, 8.44, 47.32, 8.63, 47.43)`.execute(db.kysely);
    await sql`INSERT INTO organisations (id, slug, name, website, platform, country) VALUES
      (1, 'zuerich', 'Stadt Zürich', 'https://www.stadt-zuerich.ch', 'bikeable', 'ch'),
      (2, 'bern', 'Stadt Bern', NULL, 'walkable', 'ch')`.execute(db.kysely);
    await sql`INSERT INTO organisation_regions (organisation_id, region_id) VALUES (1, 1)`.execute(db.kysely);

    await run(names.slice(at, at + 1));

    const { rows } = await sql<Record<string, unknown>>`SELECT id, slug, name, website, platform, country, type, names, descriptions,
        logo_photo_id, contact_email, premium, created_at IS NOT NULL AS dated,
        ARRAY(SELECT region_id FROM organisation_regions r WHERE r.organisation_id = o.id) AS region_ids
      FROM organisations o ORDER BY id`.execute(db.kysely);
    const kept = { type: 'town', names: {}, descriptions: {}, logo_photo_id: null, contact_email: null, premium: false, dated: true };
    expect(rows).toEqual([
      {
        id: 1,
        slug: 'zuerich',
        name: 'Stadt Zürich',
        website: 'https://www.stadt-zuerich.ch',
        platform: 'bikeable',
        country: 'ch',
        ...kept,
        region_ids: [1],
      },
      { id: 2, slug: 'bern', name: 'Stadt Bern', website: null, platform: 'walkable', country: 'ch', ...kept, region_ids: [] },
    ]);
    // The new columns hold only what they may.
    await expect(sql`UPDATE organisations SET type = 'city' WHERE id = 1`.execute(db.kysely)).rejects.toThrow(/check/i);
    await expect(sql`UPDATE organisations SET descriptions = '[]' WHERE id = 1`.execute(db.kysely)).rejects.toThrow(/check/i);
  });
});
