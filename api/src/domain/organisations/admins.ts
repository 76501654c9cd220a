// Who administers an organisation: a platform administrator (users.role = 'admin') every one, an
// organisation's own administrators (organisation_members.role = 'admin') theirs. For writes that
// both may make (an organisation's area); routes/organisations/editors.ts asks the same question.
import type { UserRole } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';

export interface Actor {
  id: number;
  role: UserRole;
}

/** An admin of the organisation itself (its membership role), whatever the platform role. */
export async function isOrganisationAdmin(db: Kysely<DB>, actor: Actor, organisationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organisation_members')
    .select('user_id')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', actor.id)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

export async function administersOrganisation(db: Kysely<DB>, actor: Actor, organisationId: number): Promise<boolean> {
  return actor.role === 'admin' || isOrganisationAdmin(db, actor, organisationId);
}

export const notAnOrganisationAdmin = () => forbidden('Only administrators of the platform or of this organisation may do this.', 'forbidden');
