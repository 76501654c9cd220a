import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Storage key of a photo whose spot is not deleted. Not scoped by platform: <img> sends no headers. */
export async function findPhotoStorageKey(db: Kysely<DB>, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('photos as p')
    .innerJoin('spots as s', 's.id', 'p.spot_id')
    .select('p.storage_key')
    .where('p.id', '=', id)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.storage_key ?? null;
}
