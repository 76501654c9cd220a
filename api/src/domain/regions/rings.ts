// A region's stored outline: one built-in polygon per outer ring (migration 0002). Read by the
// partner map's areas and by the admin pages' area editor; its version changes whenever an
// administrator replaces the shapes (new rows), which is what outline caches key on.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { parsePolygonLiteral } from '../../db/seed/geometry.ts';

type Db = Kysely<DB>;
/** [lng, lat] */
export type Position = [number, number];

/** The outer rings of these regions, stored order, not closed; a region without shapes has none. */
export async function regionRings(db: Db, regionIds: readonly number[]): Promise<Map<number, Position[][]>> {
  const rings = new Map<number, Position[][]>(regionIds.map((id) => [id, []]));
  if (regionIds.length === 0) return rings;
  const rows = await db
    .selectFrom('region_shapes')
    .select(['region_id', sql<string>`shape::text`.as('shape')])
    .where('region_id', 'in', [...regionIds])
    .orderBy('id')
    .execute();
  for (const { region_id, shape } of rows) rings.get(region_id)?.push(parsePolygonLiteral(shape).map(([lng, lat]): Position => [lng, lat]));
  return rings;
}

/** Per region, a text that changes whenever its shapes are replaced (their newest id and count). */
export async function shapeVersions(db: Db, regionIds: readonly number[]): Promise<Map<number, string>> {
  if (regionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('region_shapes')
    .select(['region_id', sql<string>`max(id)::text || ':' || count(*)::text`.as('version')])
    .where('region_id', 'in', [...regionIds])
    .groupBy('region_id')
    .execute();
  return new Map(rows.map((row) => [row.region_id, row.version]));
}
