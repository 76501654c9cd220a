// The official-answer extension: the organisation of the key answers a spot as its members do on
// the site (routes/official-answers), under the same rule — it must be a town responsible for the
// spot (domain/spots/responsibility.ts) — and with the same effect: "fixed" on a shame spot fixes it.
// The answer has no author (user_id null): the organisation's system wrote it, not a member.
import type { OfficialAnswerInput, Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { setFixed } from '../../domain/spots/fixed.ts';
import { responsibleOrganisations } from '../../domain/spots/responsibility.ts';
import { lockSpot } from '../../domain/spots/spot-access.ts';

export function answerAsOrganisation(db: Kysely<DB>, platform: Platform, spotId: number, input: OfficialAnswerInput): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const spot = await lockSpot(trx, platform, spotId);
    const responsible = await responsibleOrganisations(trx, spotId);
    if (!responsible.some((o) => o.id === input.organisationId)) {
      throw forbidden("This key's organisation is not responsible for this spot (its regions do not contain it).", 'forbidden');
    }
    await trx
      .insertInto('official_answers')
      .values({
        spot_id: spotId,
        organisation_id: input.organisationId,
        status: input.status,
        text: input.text,
        user_id: null,
        planned_for: input.plannedFor ?? null,
      })
      .execute();
    if (input.status === 'fixed' && !spot.famed && !spot.fixed) await setFixed(trx, spotId);
  });
}
