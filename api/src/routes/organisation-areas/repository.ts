// The SQL of the areas: the platform's organisations (in a country, or all) that have regions,
// with their region ids (the stored outlines are read through domain/regions/rings.ts).
import type { OrganisationType, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

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
