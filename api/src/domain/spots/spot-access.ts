// The start of every write to a spot or on it (edits, votes, fix proposals, comments, answers):
// find it (404 when it does not exist, is deleted or belongs to another platform), lock its row
// until the transaction ends, and check who may do it (403). The lock makes two edits apply one
// after the other, keeps counters and the third-proposal rule exact on PostgreSQL, and lets a vote
// racing the fixing of its spot see the spot fixed.
import type { Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../../http/errors.ts';
import type { DB } from '../../db/schema.ts';
import { canEditSpot, type Actor } from './responsibility.ts';

export interface LockedSpot {
  id: number;
  famed: boolean;
  fixed: boolean;
  authorId: number | null;
  archiveAt: Date | null;
}

export async function lockSpot(trx: Kysely<DB>, platform: Platform, id: number): Promise<LockedSpot> {
  const row = await trx
    .selectFrom('spots')
    .select(['id', 'famed', 'fixed', 'author_id', 'archive_at'])
    .where('id', '=', id)
    .where('platform', '=', platform)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`Spot ${id} not found`);
  return { id: row.id, famed: row.famed, fixed: row.fixed, authorId: row.author_id, archiveAt: row.archive_at };
}

/** 403 unless the person is the spot's author, a moderator or an admin. */
export function assertCanEdit(actor: Actor, spot: LockedSpot): void {
  if (!canEditSpot(actor, spot)) throw forbidden('Only the author, a moderator or an administrator may change this spot.', 'forbidden');
}

/** 403 unless the person is the spot's author (delaying the archive is the author's call). */
export function assertAuthor(actor: Actor, spot: LockedSpot): void {
  if (spot.authorId === null || spot.authorId !== actor.id) throw forbidden('Only the author may delay archiving this spot.', 'forbidden');
}

/** A current (not deleted) spot of the platform with this id exists. */
export async function spotExists(db: Kysely<DB>, platform: Platform, spotId: number): Promise<boolean> {
  const row = await db
    .selectFrom('spots')
    .select('id')
    .where('id', '=', spotId)
    .where('platform', '=', platform)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
