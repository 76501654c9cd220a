// Who may do what with a spot. Authors, moderators and admins edit and delete; an organisation
// answers for a spot when it is a town (partners and sponsors have an area too, but speak for no
// administration: issue 12), belongs to the spot's platform and one of its regions contains the
// spot (spot_regions, kept by triggers). Shared by the spot, vote, comment and official-answer
// routes, so every write asks the same question the same way.
import type { UserRole } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

export interface ResponsibleOrganisation {
  id: number;
  slug: string;
  name: string;
}

/** The role part of a signed-in person (request.user). */
export interface Actor {
  id: number;
  role: UserRole;
}

/** Moderators and admins may edit and delete any spot or comment. */
export const isModerator = (actor: Actor): boolean => actor.role === 'moderator' || actor.role === 'admin';

/** May change or delete the spot: its author, a moderator or an admin. */
export const canEditSpot = (actor: Actor, spot: { authorId: number | null }): boolean =>
  isModerator(actor) || (spot.authorId !== null && spot.authorId === actor.id);

function organisationsOfSpot(db: Db, spotId: number) {
  return db
    .selectFrom('organisations as o')
    .innerJoin('spots as s', (join) => join.onRef('s.platform', '=', 'o.platform').on('s.id', '=', spotId))
    .select(['o.id', 'o.slug', 'o.name'])
    .where('o.type', '=', 'town')
    .where(
      sql<boolean>`EXISTS (SELECT 1 FROM organisation_regions orr JOIN spot_regions sr ON sr.region_id = orr.region_id
      WHERE orr.organisation_id = o.id AND sr.spot_id = s.id)`,
    )
    .orderBy('o.name')
    .orderBy('o.id');
}

/** Every organisation of the spot's platform whose regions contain the spot (who may answer it). */
export function responsibleOrganisations(db: Db, spotId: number): Promise<ResponsibleOrganisation[]> {
  return organisationsOfSpot(db, spotId).execute();
}

/** The responsible organisations this person is a member of (any organisation role). */
export function answeringOrganisations(db: Db, spotId: number, userId: number): Promise<ResponsibleOrganisation[]> {
  return organisationsOfSpot(db, spotId)
    .where(sql<boolean>`EXISTS (SELECT 1 FROM organisation_members m WHERE m.organisation_id = o.id AND m.user_id = ${userId})`)
    .execute();
}

/**
 * The organisations this person may answer as: an admin any responsible one, anyone else those
 * they are a member of.
 */
export function organisationsToAnswerAs(db: Db, spotId: number, actor: Actor): Promise<ResponsibleOrganisation[]> {
  return actor.role === 'admin' ? responsibleOrganisations(db, spotId) : answeringOrganisations(db, spotId, actor.id);
}
