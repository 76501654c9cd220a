// Only comments of current spots of the platform exist for the API.
import type { Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Comments of current (not deleted) spots of the platform, with their authors. */
export function visibleComments(db: Kysely<DB>, platform: Platform) {
  return db
    .selectFrom('comments as c')
    .innerJoin('spots as s', 's.id', 'c.spot_id')
    .where('s.platform', '=', platform)
    .where('s.deleted_at', 'is', null);
}
