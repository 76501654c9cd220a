// Organisations are unique per platform by slug; the country is theirs, not the request's, so an
// embed on a partner page finds its organisation whatever country header it sends.
import type { Organisation, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function findOrganisation(db: Kysely<DB>, platform: Platform, slug: string): Promise<Organisation | null> {
  const row = await db
    .selectFrom('organisations as o')
    .select([
      'o.id',
      'o.slug',
      'o.name',
      'o.website',
      'o.platform',
      'o.country',
      sql<number[]>`ARRAY(SELECT orr.region_id FROM organisation_regions orr WHERE orr.organisation_id = o.id ORDER BY 1)`.as('region_ids'),
    ])
    .where('o.platform', '=', platform)
    .where('o.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const bbox =
    row.region_ids.length === 0
      ? null
      : await db
          .selectFrom('regions')
          .select((eb) => [
            eb.fn.min('min_lng').as('min_lng'),
            eb.fn.min('min_lat').as('min_lat'),
            eb.fn.max('max_lng').as('max_lng'),
            eb.fn.max('max_lat').as('max_lat'),
          ])
          .where('id', 'in', row.region_ids)
          .executeTakeFirstOrThrow();
  return {
    slug: row.slug,
    name: row.name,
    website: row.website,
    platform: row.platform,
    country: row.country,
    regionIds: row.region_ids,
    bbox: bbox ? [bbox.min_lng, bbox.min_lat, bbox.max_lng, bbox.max_lat] : null,
  };
}
