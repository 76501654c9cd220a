// SQL for photos. A photo is visible while it is unattached (its uploader is about to create the
// spot) or while its spot is not deleted; photos are not scoped by platform on reads, because
// <img> requests carry no headers. Writes to an attached photo are scoped like writes to its spot.
import type { Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

type Db = Kysely<DB>;

export interface StoredPhotoRow {
  storage_key: string;
  variants: string[];
}

/** Where a visible photo's bytes are. */
export async function findPhotoFiles(db: Db, id: number): Promise<StoredPhotoRow | null> {
  const row = await db
    .selectFrom('photos as p')
    .leftJoin('spots as s', 's.id', 'p.spot_id')
    .select(['p.storage_key', 'p.variants'])
    .where('p.id', '=', id)
    .where((eb) => eb.or([eb('p.spot_id', 'is', null), eb('s.deleted_at', 'is', null)]))
    .executeTakeFirst();
  return row ?? null;
}

export interface NewPhoto {
  userId: number;
  storageKey: string;
  variants: readonly string[];
  width: number;
  height: number;
  showsFix: boolean;
}

/** An unattached photo (POST /photos): POST /spots attaches it. */
export async function insertUnattachedPhoto(db: Db, photo: NewPhoto): Promise<number> {
  const { id } = await db
    .insertInto('photos')
    .values({
      spot_id: null,
      position: 0,
      user_id: photo.userId,
      storage_key: photo.storageKey,
      variants: [...photo.variants],
      width: photo.width,
      height: photo.height,
      shows_fix: photo.showsFix,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Appends a photo to the gallery of a spot of this platform (404 when there is none, or it is
 * deleted). The spot row stays locked until the transaction ends, so two uploads at once get
 * distinct positions.
 */
export async function insertSpotPhoto(trx: Db, platform: Platform, spotId: number, photo: NewPhoto): Promise<number> {
  const spot = await trx
    .selectFrom('spots')
    .select('id')
    .where('id', '=', spotId)
    .where('platform', '=', platform)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!spot) throw notFound(`Spot ${spotId} not found`);
  const { id } = await trx
    .insertInto('photos')
    .values((eb) => ({
      spot_id: spotId,
      position: eb
        .selectFrom('photos')
        .select(eb.fn.coalesce(eb(eb.fn.max('position'), '+', 1), eb.lit(0)).as('next'))
        .where('spot_id', '=', spotId),
      user_id: photo.userId,
      storage_key: photo.storageKey,
      variants: [...photo.variants],
      width: photo.width,
      height: photo.height,
      shows_fix: photo.showsFix,
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface PhotoForDelete {
  id: number;
  uploaderId: number | null;
  storageKey: string;
  variants: string[];
  /** null for an unattached photo. */
  spot: { authorId: number | null; platform: Platform; deleted: boolean } | null;
}

/** The photo and its spot, the photo row locked until the transaction ends. */
export async function lockPhotoForDelete(trx: Db, id: number): Promise<PhotoForDelete | null> {
  const row = await trx
    .selectFrom('photos as p')
    .leftJoin('spots as s', 's.id', 'p.spot_id')
    .select(['p.id', 'p.user_id', 'p.storage_key', 'p.variants', 'p.spot_id', 's.author_id', 's.platform', 's.deleted_at'])
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    uploaderId: row.user_id,
    storageKey: row.storage_key,
    variants: row.variants,
    spot:
      row.spot_id === null || row.platform === null ? null : { authorId: row.author_id, platform: row.platform, deleted: row.deleted_at !== null },
  };
}

export async function deletePhotoRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('photos').where('id', '=', id).execute();
}
