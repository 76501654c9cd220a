// Changes to an existing spot: edit, soft delete, add a category, delay archiving. Each is one
// transaction that starts by locking the spot row (spot-access.ts), so checks and writes see the
// same spot and concurrent writes to it apply one after the other.
import { type SpotPatch } from '@moveable/contract';
import { sql, type Kysely, type UpdateObject } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import type { DB } from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { delayArchive } from './archive-date.ts';
import { addCategory, checkCategories, replaceCategories } from './category-links.ts';
import { pointOf, spotCountry } from './create.ts';
import type { Actor } from '../../domain/spots/responsibility.ts';
import { assertAuthor, assertCanEdit, lockSpot } from '../../domain/spots/spot-access.ts';

/** The columns a patch writes: only the fields it has (an address field left out stays as it is). */
function changedColumns(ctx: RequestContext, patch: SpotPatch): UpdateObject<DB, 'spots'> {
  const values: UpdateObject<DB, 'spots'> = {};
  if (patch.title !== undefined) values.title = patch.title;
  if (patch.description !== undefined) values.description = patch.description;
  if (patch.famed !== undefined) values.famed = patch.famed;
  if (patch.location !== undefined) values.location = pointOf(patch.location);
  const address = patch.address;
  if (address?.street !== undefined) values.street = address.street;
  if (address?.postalCode !== undefined) values.postal_code = address.postalCode;
  if (address?.city !== undefined) values.city = address.city;
  if (address?.country !== undefined) {
    values.country_code = address.country;
    // On the worldwide site a spot's country is its address's; on a country site it stays put.
    if (ctx.country === null) values.country = spotCountry(null, address.country);
  }
  return values;
}

export async function updateSpot(db: Kysely<DB>, ctx: RequestContext, actor: Actor, id: number, patch: SpotPatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, ctx.platform, id);
    assertCanEdit(actor, spot);
    const values = changedColumns(ctx, patch);
    if (patch.categoryIds) {
      await checkCategories(trx, ctx.platform, patch.categoryIds, 'categoryIds');
      await replaceCategories(trx, id, patch.categoryIds);
    }
    if (Object.keys(values).length === 0 && !patch.categoryIds) return;
    await trx
      .updateTable('spots')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  });
}

/** Soft delete: every read treats the spot as gone (404), the row and its links stay. */
export async function deleteSpot(db: Kysely<DB>, ctx: RequestContext, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, ctx.platform, id);
    assertCanEdit(actor, spot);
    await trx
      .updateTable('spots')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  });
}

/** Any signed-in person may add a category of the platform (no-op when the spot has it). */
export async function addCategoryToSpot(db: Kysely<DB>, ctx: RequestContext, id: number, categoryId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSpot(trx, ctx.platform, id);
    await checkCategories(trx, ctx.platform, [categoryId], 'categoryId');
    if (await addCategory(trx, id, categoryId)) {
      await trx
        .updateTable('spots')
        .set({ updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    }
  });
}

/** The author's 30 more days; 409 not_archiving when the spot has no archive date. */
export async function delayArchiveOfSpot(db: Kysely<DB>, ctx: RequestContext, actor: Actor, id: number): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, ctx.platform, id);
    assertAuthor(actor, spot);
    const archiveAt = await delayArchive(trx, id);
    if (!archiveAt) throw new HttpError(409, 'This spot has no archive date: it has no temporary category.', { code: 'not_archiving' });
    return archiveAt;
  });
}
