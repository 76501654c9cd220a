// A region's outline in the database: one built-in polygon per outer ring (migration 0002). The
// insert trigger of region_shapes assigns the spots inside a new shape (migration 0005), but
// nothing un-assigns them when a shape goes: replacing an outline therefore first drops the
// region's spot_regions rows (their delete trigger refreshes spots.region_ids), then its shapes,
// then inserts the new ones, all in the caller's transaction.
import { outerRings, polygonalParts, type DrawnPolygon, type ImportedShapes } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ringsBbox, ringToPolygonLiteral, type Position, type Ring } from '../../db/seed/geometry.ts';

type Db = Kysely<DB>;

/** Outer rings, 2D, without the closing position (PostgreSQL's polygon closes itself). */
export function ringsOf(value: ImportedShapes | DrawnPolygon): Ring[] {
  return polygonalParts(value as ImportedShapes).flatMap(({ geometry }) =>
    outerRings(geometry).map(({ ring }) => ring.slice(0, -1).map((p): Position => [p[0]!, p[1]!])),
  );
}

export function bboxColumns(rings: readonly Ring[]) {
  const [min_lng, min_lat, max_lng, max_lat] = ringsBbox(rings);
  return { min_lng, min_lat, max_lng, max_lat };
}

/** Rings per INSERT: keeps each statement's parameters and text moderate. */
const CHUNK = 200;

export async function replaceShapes(trx: Db, regionId: number, rings: readonly Ring[]): Promise<void> {
  await trx.deleteFrom('spot_regions').where('region_id', '=', regionId).execute();
  await trx.deleteFrom('region_shapes').where('region_id', '=', regionId).execute();
  for (let i = 0; i < rings.length; i += CHUNK) {
    const literals = rings.slice(i, i + CHUNK).map(ringToPolygonLiteral);
    await sql`INSERT INTO region_shapes (region_id, shape)
      SELECT ${regionId}, shape::polygon FROM unnest(${literals}::text[]) AS t(shape)`.execute(trx);
  }
  await trx.updateTable('regions').set(bboxColumns(rings)).where('id', '=', regionId).execute();
}

/** Spots (not deleted) inside any of these regions. */
export async function spotsInside(db: Db, regionIds: readonly number[]): Promise<number> {
  if (regionIds.length === 0) return 0;
  const row = await db
    .selectFrom('spot_regions as sr')
    .innerJoin('spots as s', 's.id', 'sr.spot_id')
    .select(sql<number>`count(DISTINCT sr.spot_id)::int`.as('n'))
    .where('sr.region_id', 'in', [...regionIds])
    .where('s.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
