// The SQL of the organisation reads. A row comes with its regions, its logo photo and the counts
// a partner card shows (current spots of its platform in its area, official answers it gave):
// those of its kept statistics, counted by a job, never per request (a city's area holds 150,000
// spots at 1M; see domain/organisations/statistics.ts).
// Organisations are unique per platform by slug; the country is theirs, not the request's, so an
// embed on a partner page finds its organisation whatever country header it sends.
import type { OrganisationType, Platform } from '@moveable/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB, LocaleTexts } from '../../db/schema.ts';
import type { OrganisationCursor } from './cursor.ts';

type Db = Kysely<DB>;

export interface OrganisationRow {
  id: number;
  slug: string;
  type: OrganisationType;
  platform: Platform;
  country: string;
  name: string;
  names: LocaleTexts;
  descriptions: LocaleTexts;
  website: string | null;
  contact_email: string | null;
  premium: boolean;
  updated_at: Date;
  region_ids: number[];
  logo_photo_id: number | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_shows_fix: boolean | null;
  logo_variants: string[] | null;
  spot_count: number | null;
  official_answer_count: number | null;
  counted_at: Date | null;
}

function organisations(db: Db) {
  return db
    .selectFrom('organisations as o')
    .leftJoin('photos as p', 'p.id', 'o.logo_photo_id')
    .leftJoin('organisation_statistics as st', 'st.organisation_id', 'o.id')
    .select([
      'o.id',
      'o.slug',
      'o.type',
      'o.platform',
      'o.country',
      'o.name',
      'o.names',
      'o.descriptions',
      'o.website',
      'o.contact_email',
      'o.premium',
      'o.updated_at',
      sql<number[]>`ARRAY(SELECT orr.region_id FROM organisation_regions orr WHERE orr.organisation_id = o.id ORDER BY 1)`.as('region_ids'),
      'o.logo_photo_id',
      'p.width as logo_width',
      'p.height as logo_height',
      'p.shows_fix as logo_shows_fix',
      'p.variants as logo_variants',
      // The counts are the kept statistics' (domain/organisations/statistics.ts); null: never counted.
      sql<number | null>`(st.statistics->'spots'->>'current')::int`.as('spot_count'),
      sql<number | null>`(st.statistics->'officialAnswers'->>'total')::int`.as('official_answer_count'),
      'st.computed_at as counted_at',
    ]);
}

export async function findOrganisation(db: Db, platform: Platform, slug: string): Promise<OrganisationRow | null> {
  const row = await organisations(db).where('o.platform', '=', platform).where('o.slug', '=', slug).executeTakeFirst();
  return (row as OrganisationRow | undefined) ?? null;
}

/** Its id, without the rest (the statistics read a kept row by it). */
export async function organisationId(db: Db, platform: Platform, slug: string): Promise<{ id: number } | null> {
  return (await db.selectFrom('organisations').select('id').where('platform', '=', platform).where('slug', '=', slug).executeTakeFirst()) ?? null;
}

/** The union of the regions' boxes; null without regions. */
export async function regionsBbox(db: Db, regionIds: readonly number[]): Promise<[number, number, number, number] | null> {
  if (regionIds.length === 0) return null;
  const box = await db
    .selectFrom('regions')
    .select((eb) => [
      eb.fn.min('min_lng').as('min_lng'),
      eb.fn.min('min_lat').as('min_lat'),
      eb.fn.max('max_lng').as('max_lng'),
      eb.fn.max('max_lat').as('max_lat'),
    ])
    .where('id', 'in', [...regionIds])
    .executeTakeFirstOrThrow();
  return [box.min_lng, box.min_lat, box.max_lng, box.max_lat];
}

export interface ListFilter {
  platform: Platform;
  /** null: every country of the platform. */
  country: string | null;
  type?: OrganisationType | undefined;
  premium?: boolean | undefined;
}

/**
 * A page of the platform's organisations by slug: limit + 1 rows (the extra one says "more").
 * Slugs compare byte-wise (COLLATE "C"), so both engines page alike whatever their default collation.
 */
export async function listOrganisations(
  db: Db,
  filter: ListFilter,
  limit: number,
  cursor: OrganisationCursor | undefined,
): Promise<OrganisationRow[]> {
  const rows = await organisations(db)
    .where('o.platform', '=', filter.platform)
    .$if(filter.country !== null, (qb) => qb.where('o.country', '=', filter.country ?? ''))
    .$if(filter.type !== undefined, (qb) => qb.where('o.type', '=', filter.type ?? 'town'))
    .$if(filter.premium !== undefined, (qb) => qb.where('o.premium', '=', filter.premium ?? false))
    .$if(cursor !== undefined, (qb) => qb.where(sql<SqlBool>`o.slug COLLATE "C" > ${cursor?.s ?? ''}`))
    .orderBy(sql`o.slug COLLATE "C"`)
    .limit(limit + 1)
    .execute();
  return rows as OrganisationRow[];
}
