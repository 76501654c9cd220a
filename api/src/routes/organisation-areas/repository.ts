// The SQL of the areas: the platform's organisations (in a country, or all) that have regions,
// with their region ids; and the stored outlines of regions (one built-in polygon per outer ring).
import type { OrganisationType, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import { parsePolygonLiteral } from '../../db/seed/geometry.ts';
import type { DB } from '../../db/schema.ts';
import type { Position } from './outline.ts';

type Db = Kysely<DB>;

export interface OrganisationWithRegions {
  slug: string;
  type: OrganisationType;
  regionIds: number[];
}

/** By slug, byte-wise (like GET /organisations); only those with at least one region. */
export async function organisationsWithRegions(db: Db, platform: Platform, country: string | null): Promise<OrganisationWithRegions[]> {
  const rows = await db
    .selectFrom('organisations as o')
    .innerJoin('organisation_regions as orr', 'orr.organisation_id', 'o.id')
    .select(['o.slug', 'o.type', sql<number[]>`array_agg(orr.region_id ORDER BY orr.region_id)`.as('region_ids')])
    .where('o.platform', '=', platform)
    .$if(country !== null, (qb) => qb.where('o.country', '=', country ?? ''))
    .groupBy(['o.id', 'o.slug', 'o.type'])
    .orderBy(sql`o.slug COLLATE "C"`)
    .execute();
  return rows.map((row) => ({ slug: row.slug, type: row.type, regionIds: row.region_ids.map(Number) }));
}

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
