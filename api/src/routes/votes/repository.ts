// Spot votes, fix proposals and "fixed": each one transaction that locks the spot row first
// (domain/spots/spot-access.ts), writes the row insert-or-nothing (or deletes it), and moves the
// counter only when a row was written or deleted. Under concurrent requests the counts equal the
// rows, and the third distinct proposal fixes the spot exactly once.
import { FIX_PROPOSALS_NEEDED, type FixProposals, type Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, stateConflict } from '../../http/errors.ts';
import { setFixed } from '../../domain/spots/fixed.ts';
import { answeringOrganisations, isModerator, type Actor } from '../../domain/spots/responsibility.ts';
import { lockSpot, type LockedSpot } from '../../domain/spots/spot-access.ts';

type Db = Kysely<DB>;

const spotFixed = () => stateConflict('This spot is fixed already.', 'spot_fixed');
const notShame = () => stateConflict('Only a shame spot can be fixed.', 'not_shame');

export function castSpotVote(db: Db, platform: Platform, spotId: number, userId: number): Promise<{ votes: number }> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, platform, spotId);
    if (spot.fixed) throw stateConflict('This spot is fixed: it takes no more votes.', 'spot_fixed');
    const inserted = await trx
      .insertInto('votes')
      .values({ spot_id: spotId, user_id: userId })
      .onConflict((oc) => oc.columns(['spot_id', 'user_id']).doNothing())
      .returning('spot_id')
      .executeTakeFirst();
    if (!inserted) throw stateConflict('You have voted for this spot already.', 'already_voted');
    const { vote_count: votes } = await trx
      .updateTable('spots')
      .set((eb) => ({ vote_count: eb('vote_count', '+', 1) }))
      .where('id', '=', spotId)
      .returning('vote_count')
      .executeTakeFirstOrThrow();
    return { votes };
  });
}

/**
 * Takes back one's own vote. A fixed spot's votes stay as they were when it was fixed (they are
 * what made the case), so withdrawing is refused there as voting is.
 */
export function withdrawSpotVote(db: Db, platform: Platform, spotId: number, userId: number): Promise<{ votes: number }> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, platform, spotId);
    if (spot.fixed) throw stateConflict('This spot is fixed: its votes can no longer change.', 'spot_fixed');
    const deleted = await trx.deleteFrom('votes').where('spot_id', '=', spotId).where('user_id', '=', userId).returning('spot_id').executeTakeFirst();
    if (!deleted) throw stateConflict('You have not voted for this spot.', 'not_voted');
    const { vote_count: votes } = await trx
      .updateTable('spots')
      .set((eb) => ({ vote_count: eb('vote_count', '-', 1) }))
      .where('id', '=', spotId)
      .returning('vote_count')
      .executeTakeFirstOrThrow();
    return { votes };
  });
}

export function proposeFix(db: Db, platform: Platform, spotId: number, userId: number): Promise<FixProposals> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, platform, spotId);
    if (spot.famed) throw notShame();
    if (spot.fixed) throw spotFixed();
    const inserted = await trx
      .insertInto('fix_proposals')
      .values({ spot_id: spotId, user_id: userId })
      .onConflict((oc) => oc.columns(['spot_id', 'user_id']).doNothing())
      .returning('spot_id')
      .executeTakeFirst();
    if (!inserted) throw stateConflict('You have proposed this spot as fixed already.', 'already_proposed');
    const { count } = await trx
      .selectFrom('fix_proposals')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('spot_id', '=', spotId)
      .executeTakeFirstOrThrow();
    const fixed = count >= FIX_PROPOSALS_NEEDED;
    if (fixed) await setFixed(trx, spotId);
    return { fixProposals: count, fixProposalsNeeded: FIX_PROPOSALS_NEEDED, fixed };
  });
}

/** May mark the spot fixed: a moderator, an admin, or a member of an organisation responsible for it. */
async function mayMarkFixed(db: Db, spot: LockedSpot, actor: Actor): Promise<boolean> {
  return isModerator(actor) || (await answeringOrganisations(db, spot.id, actor.id)).length > 0;
}

/** Idempotent: a fixed spot stays as it is. */
export function markSpotFixed(db: Db, platform: Platform, spotId: number, actor: Actor): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, platform, spotId);
    if (!(await mayMarkFixed(trx, spot, actor))) {
      throw forbidden('Only a member of an organisation responsible for this spot, a moderator or an admin may mark it fixed.', 'forbidden');
    }
    if (spot.famed) throw notShame();
    if (!spot.fixed) await setFixed(trx, spotId);
  });
}
