// Migrations: applied once, a second run is a no-op, the tables and triggers exist.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { testDatabase } from '../helpers/database.ts';

describe('migrations', () => {
  it('are all applied, and running them again changes nothing', async () => {
    const db = await testDatabase();
    expect(await migrate(db)).toEqual([]);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db.kysely);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('spots.famed has no default: the author must choose', async () => {
    const db = await testDatabase();
    await expect(
      sql`INSERT INTO spots (platform, country, title, location) VALUES ('bikeable', 'ch', 'x', point(8.5, 47.3))`.execute(db.kysely),
    ).rejects.toThrow(/famed/);
  });

  it('timestamps keep milliseconds only (same on both engines)', async () => {
    const db = await testDatabase();
    const { rows } = await sql<{ t: Date }>`SELECT '2024-05-01T10:00:00.123456Z'::timestamptz(3) AS t`.execute(db.kysely);
    expect(rows[0]!.t.toISOString()).toBe('2024-05-01T10:00:00.123Z');
  });
});
