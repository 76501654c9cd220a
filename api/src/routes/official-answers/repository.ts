// An official answer in one transaction: the spot is locked, the organisation must be one the
// person answers for (a member of it, or an admin) and responsible for the spot (its regions
// contain it), and "fixed" on a shame spot fixes the spot with the answer.
import type { OfficialAnswerInput, Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { organisationsToAnswerAs, type Actor } from '../../domain/spots/responsibility.ts';
import { setFixed } from '../../domain/spots/fixed.ts';
import { lockSpot } from '../../domain/spots/spot-access.ts';

type Db = Kysely<DB>;

export function postOfficialAnswer(db: Db, platform: Platform, spotId: number, actor: Actor, input: OfficialAnswerInput): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, platform, spotId);
    const organisation = await trx
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', input.organisationId)
      .where('platform', '=', platform)
      .executeTakeFirst();
    if (!organisation) throw badRequest('organisationId is not an organisation of this platform', 'organisationId', 'unknown_organisation');
    const allowed = await organisationsToAnswerAs(trx, spotId, actor);
    if (!allowed.some((o) => o.id === organisation.id)) {
      throw forbidden('You may answer only for an organisation you belong to whose regions contain the spot.', 'forbidden');
    }
    await trx
      .insertInto('official_answers')
      .values({
        spot_id: spotId,
        organisation_id: organisation.id,
        status: input.status,
        text: input.text,
        user_id: actor.id,
        planned_for: input.plannedFor ?? null,
      })
      .execute();
    if (input.status === 'fixed' && !spot.famed && !spot.fixed) await setFixed(trx, spotId);
  });
}
