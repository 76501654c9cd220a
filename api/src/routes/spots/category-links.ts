// A spot's categories: only the platform's own, at most five. The links are the truth; the
// spot's category_ids column follows them by trigger (migration 0020), and the archive date by
// syncArchiveAt in the same transaction.
import { MAX_CATEGORIES, type Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import { badRequest } from '../../http/errors.ts';
import type { DB } from '../../db/schema.ts';
import { syncArchiveAt } from './archive-date.ts';

/** 400 naming `field` unless every id is a category of the platform. */
export async function checkCategories(db: Kysely<DB>, platform: Platform, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where('id', 'in', [...ids])
    .where(sql<boolean>`${platform} = ANY (platforms)`)
    .execute();
  const known = new Set(found.map((c) => c.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest(
      `${field} must be categories of ${platform}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not`,
      field,
      'unknown_category',
    );
  }
}

/** The spot's categories become exactly `ids` (checked by the caller). */
export async function replaceCategories(trx: Kysely<DB>, spotId: number, ids: readonly number[]): Promise<void> {
  let remove = trx.deleteFrom('spot_categories').where('spot_id', '=', spotId);
  if (ids.length > 0) remove = remove.where('category_id', 'not in', [...ids]);
  await remove.execute();
  if (ids.length > 0) {
    await trx
      .insertInto('spot_categories')
      .values(ids.map((categoryId) => ({ spot_id: spotId, category_id: categoryId })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await syncArchiveAt(trx, spotId);
}

/** Adds one category (a no-op when the spot has it); more than MAX_CATEGORIES is a 400 naming `categoryId`. */
export async function addCategory(trx: Kysely<DB>, spotId: number, categoryId: number): Promise<boolean> {
  const current = await trx.selectFrom('spot_categories').select('category_id').where('spot_id', '=', spotId).execute();
  if (current.some((c) => c.category_id === categoryId)) return false;
  if (current.length >= MAX_CATEGORIES) {
    throw badRequest(`categoryId: a spot has at most ${MAX_CATEGORIES} categories`, 'categoryId', 'too_many_categories');
  }
  await trx.insertInto('spot_categories').values({ spot_id: spotId, category_id: categoryId }).execute();
  await syncArchiveAt(trx, spotId);
  return true;
}
