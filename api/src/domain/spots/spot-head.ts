// What a spot's page needs before its scripts run (the server-rendered <head>) and what its sharing
// image is made from: one read by the primary key (or the unique legacy id), visible by the same
// rule as GET /spots/:id – of the platform and not deleted – so a deleted spot, or one of another
// platform, gives nothing away: its page gets the platform's defaults.
import type { Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { coverOf, type ShareImageSource } from '../../images/share-image-source.ts';

export interface SpotHead {
  id: number;
  title: string;
  description: string;
  /** The cover photo (the first of the gallery, kept by triggers), or null without photos. */
  coverPhotoId: number | null;
}

export type SpotRef = { id: number } | { legacyId: string };

/** Largest id PostgreSQL's integer holds: anything above is no spot (and no SQL error). */
const MAX_ID = 2_147_483_647;

export async function findSpotHead(db: Kysely<DB>, platform: Platform, ref: SpotRef): Promise<SpotHead | null> {
  if ('id' in ref && !(Number.isInteger(ref.id) && ref.id > 0 && ref.id <= MAX_ID)) return null;
  let query = db
    .selectFrom('spots')
    .select(['id', 'title', 'description', 'cover_photo_id'])
    .where('platform', '=', platform)
    .where('deleted_at', 'is', null);
  query = 'id' in ref ? query.where('id', '=', ref.id) : query.where('legacy_id', '=', ref.legacyId);
  const row = await query.executeTakeFirst();
  return row ? { id: row.id, title: row.title, description: row.description, coverPhotoId: row.cover_photo_id } : null;
}

/**
 * What a spot's sharing image is made from: its platform (for the fallback image) and its cover's
 * files. Not scoped by platform, like photo bytes (link previews send none of our headers); a
 * deleted spot has none.
 */
export async function findShareImageSource(db: Kysely<DB>, id: number): Promise<ShareImageSource | null> {
  if (!(Number.isInteger(id) && id > 0 && id <= MAX_ID)) return null;
  const row = await db
    .selectFrom('spots as s')
    .leftJoin('photos as p', 'p.id', 's.cover_photo_id')
    .select(['s.platform', 's.cover_photo_id', 'p.storage_key', 'p.variants'])
    .where('s.id', '=', id)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { platform: row.platform, cover: coverOf(row) } : null;
}
