// POST /spots: the spot, its categories, its archive date and its photos in one transaction, so a
// refused category or photo leaves nothing behind. Regions, category_ids, the cover photo and the
// map's cell counts follow by trigger. A draft sent again (its draftId, migration 0054) finds the
// spot it made instead of making a second.
import { type SpotInput } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import { badRequest } from '../../http/errors.ts';
import { queueWebhookEvent } from '../../domain/webhooks/queue-event.ts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { checkCategories, replaceCategories } from './category-links.ts';

export const pointOf = (location: { lat: number; lng: number }) => sql<string>`point(${location.lng}::float8, ${location.lat}::float8)`;

/**
 * The spot's country: the site's, or on the worldwide site (country null) the address's, which is
 * then required.
 */
export function spotCountry(siteCountry: string | null, addressCountry: string | null | undefined): string {
  if (siteCountry !== null) return siteCountry;
  if (!addressCountry) {
    throw badRequest(
      'address.country is required on the worldwide site: the spot belongs to the country of its address',
      'address.country',
      'required',
    );
  }
  return addressCountry.toLowerCase();
}

/**
 * Attaches photos this person uploaded and nobody attached yet, in the given order (the first is
 * the cover). Any other id (someone else's, attached, unknown) is a 400 naming photoIds.
 */
async function attachPhotos(trx: Kysely<DB>, spotId: number, userId: number, photoIds: readonly number[]): Promise<void> {
  const { rows } = await sql<{ id: number }>`UPDATE photos p SET spot_id = ${spotId}, position = v.position - 1
    FROM unnest(${[...photoIds]}::bigint[]) WITH ORDINALITY AS v(id, position)
    WHERE p.id = v.id AND p.user_id = ${userId} AND p.spot_id IS NULL
    RETURNING p.id`.execute(trx);
  if (rows.length === photoIds.length) return;
  const attached = new Set(rows.map((r) => r.id));
  const refused = photoIds.filter((id) => !attached.has(id));
  throw badRequest(
    `photoIds must be photos you uploaded and have not attached yet: ${refused.join(', ')} ${refused.length === 1 ? 'is' : 'are'} not`,
    'photoIds',
    'photo_unavailable',
  );
}

/** The spot this person made from the draft already, if any (on this platform). */
async function spotOfDraft(db: Kysely<DB>, ctx: RequestContext, authorId: number, draftId: string): Promise<number | null> {
  const row = await db
    .selectFrom('spots')
    .select('id')
    .where('author_id', '=', authorId)
    .where('draft_id', '=', draftId)
    .where('platform', '=', ctx.platform)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface CreatedSpot {
  id: number;
  /** false: the draft had made this spot before (the same draft sent again). */
  created: boolean;
}

export async function createSpot(db: Kysely<DB>, ctx: RequestContext, authorId: number, input: SpotInput): Promise<CreatedSpot> {
  const { draftId } = input;
  if (draftId) {
    const earlier = await spotOfDraft(db, ctx, authorId, draftId);
    if (earlier !== null) return { id: earlier, created: false };
  }
  try {
    return { id: await insertSpot(db, ctx, authorId, input), created: true };
  } catch (error) {
    // The same draft sent twice at once: the unique index lets one in; the other finds its spot.
    if (!draftId || !isUniqueViolation(error, 'spots_author_draft')) throw error;
    const earlier = await spotOfDraft(db, ctx, authorId, draftId);
    if (earlier === null) throw error;
    return { id: earlier, created: false };
  }
}

async function insertSpot(db: Kysely<DB>, ctx: RequestContext, authorId: number, input: SpotInput): Promise<number> {
  const country = spotCountry(ctx.country, input.address?.country);
  return db.transaction().execute(async (trx) => {
    await checkCategories(trx, ctx.platform, input.categoryIds ?? [], 'categoryIds');
    const { id } = await trx
      .insertInto('spots')
      .values({
        platform: ctx.platform,
        country,
        title: input.title,
        description: input.description,
        famed: input.famed,
        location: pointOf(input.location),
        street: input.address?.street ?? null,
        postal_code: input.address?.postalCode ?? null,
        city: input.address?.city ?? null,
        country_code: input.address?.country ?? null,
        author_id: authorId,
        draft_id: input.draftId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.categoryIds?.length) await replaceCategories(trx, id, input.categoryIds);
    if (input.photoIds?.length) await attachPhotos(trx, id, authorId, input.photoIds);
    // The organisations' webhooks: in this transaction, so a spot rolled back announces nothing.
    await queueWebhookEvent(trx, 'spot.created', id);
    return id;
  });
}
