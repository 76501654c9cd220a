// Regions: scoped to the platform (a region row with platform null serves every platform) and,
// for lists, the country. Outlines are stored as one built-in polygon per outer ring.
import type { Platform, Region, RegionDetail } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import { parsePolygonLiteral } from '../../db/seed/geometry.ts';
import type { DB } from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';

type Db = Kysely<DB>;
const byName = new Intl.Collator('de');

function regionsOfPlatform(db: Db, platform: Platform) {
  return db
    .selectFrom('regions')
    .select(['id', 'slug', 'name', 'country', 'min_lng', 'min_lat', 'max_lng', 'max_lat'])
    .where((eb) => eb.or([eb('platform', 'is', null), eb('platform', '=', platform)]));
}

function toRegion(row: {
  id: number;
  slug: string;
  name: string;
  country: string;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
}): Region {
  return { id: row.id, slug: row.slug, name: row.name, country: row.country, bbox: [row.min_lng, row.min_lat, row.max_lng, row.max_lat] };
}

export async function listRegions(db: Db, ctx: RequestContext): Promise<Region[]> {
  // A region drawn as one organisation's area (migration 0051) is no place to filter spots by.
  const rows = await regionsOfPlatform(db, ctx.platform)
    .where('owner_organisation_id', 'is', null)
    .$if(ctx.country !== null, (q) => q.where('country', '=', ctx.country as string))
    .execute();
  // Sorted here, not in SQL: text collation differs between PGlite and PostgreSQL installations.
  return rows.map(toRegion).sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

export async function findRegion(db: Db, platform: Platform, id: number): Promise<RegionDetail | null> {
  const row = await regionsOfPlatform(db, platform).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const shapes = await db
    .selectFrom('region_shapes')
    .select(sql<string>`shape::text`.as('shape'))
    .where('region_id', '=', id)
    .orderBy('id')
    .execute();
  // One polygon per stored ring; GeoJSON rings are closed (the first position repeats at the end).
  const coordinates = shapes.map(({ shape }) => {
    const ring: [number, number][] = parsePolygonLiteral(shape).map(([lng, lat]) => [lng, lat]);
    return [ring.length > 0 ? [...ring, ring[0] as [number, number]] : ring];
  });
  return { ...toRegion(row), geometry: { type: 'MultiPolygon', coordinates } };
}
