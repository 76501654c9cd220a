// Nightly upkeep of the database. spot_cells_rebuild() (migration 0021) recounts the map's cells:
// counts and centres are always exact, but a cell's bounds only grow after deletes and moves
// until it runs. PGlite runs no autovacuum, so it also gets a VACUUM ANALYZE: without it the
// index-only scans of the list and the map read the table for every page written since.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

export async function rebuildSpotCells(db: Kysely<DB>): Promise<void> {
  await sql`SELECT spot_cells_rebuild()`.execute(db);
}

/** VACUUM ANALYZE of the whole database (outside any transaction). PostgreSQL has autovacuum for this. */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await sql`VACUUM ANALYZE`.execute(db.kysely);
}
