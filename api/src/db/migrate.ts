// Runs the migrations at start. Each migration is a list of plain SQL statements executed one
// per call, because PGlite's extended-protocol queries accept a single statement only.
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult } from 'kysely/migration';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

function toKyselyMigration(statements: string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

export async function migrate(database: Database): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db: database.kysely,
    provider: {
      getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, toKyselyMigration(m.statements)])),
    },
    // Without an explicit schema Kysely looks for its table in every schema and can mistake
    // another test worker's schema for ours.
    migrationTableSchema: database.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}
