// The newest spots of an area for the feeds: visible ones only (a hidden spot is deleted too),
// with their categories' labels and the author's name when the author's profile is public (an
// account neither deleted nor blocked).
import { SPOT_FEED_SIZE, type Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type FeedArea = { organisationId: number } | { regionId: number };

export function newestSpots(db: Kysely<DB>, platform: Platform, area: FeedArea) {
  return db
    .selectFrom('spots as s')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 's.author_id').on('u.deleted_at', 'is', null).on('u.blocked_at', 'is', null))
    .select(['s.id', 's.title', 's.description', 's.country', 's.category_ids', 's.created_at', 's.updated_at', 'u.username'])
    .where('s.platform', '=', platform)
    .where('s.deleted_at', 'is', null)
    .where(
      'organisationId' in area
        ? sql<boolean>`s.region_ids && ARRAY(SELECT r.region_id FROM organisation_regions r WHERE r.organisation_id = ${area.organisationId})`
        : sql<boolean>`${area.regionId} = ANY(s.region_ids)`,
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(SPOT_FEED_SIZE)
    .execute();
}

export function categoryLabels(db: Kysely<DB>, platform: Platform) {
  return db
    .selectFrom('categories')
    .select(['id', 'labels'])
    .where(sql<boolean>`${platform} = ANY(platforms)`)
    .execute();
}

export function findOrganisation(db: Kysely<DB>, platform: Platform, slug: string) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'country'])
    .where('platform', '=', platform)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** A region of the platform (or of every platform) that is listed publicly: not an organisation's drawn area. */
export function findRegion(db: Kysely<DB>, platform: Platform, id: number) {
  return db
    .selectFrom('regions')
    .select(['id', 'name', 'country'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('platform', 'is', null), eb('platform', '=', platform)]))
    .where('owner_organisation_id', 'is', null)
    .executeTakeFirst();
}
