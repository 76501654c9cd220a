// Who may manage what of an organisation (issue 13): platform administrators everything of every
// organisation of the platform; the organisation's own administrators its members, invitations and
// answer templates; its members read the templates. Moderators and everyone else: nothing.
import type { OrganisationRole, Platform } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';

export interface ManagedOrganisation {
  id: number;
  slug: string;
  name: string;
}

/** 'member': any member reads; 'admin': only its administrators (and the platform's) act. */
export type OrganisationNeed = 'member' | 'admin';

/**
 * The organisation (404 when the platform has none by that slug) if the person may do what `need`
 * says (403 otherwise). With `lock`, its row is locked for the caller's transaction, so that two
 * changes of its members run one after the other (the last administrator stays).
 */
export async function organisationFor(
  db: Kysely<DB>,
  platform: Platform,
  slug: string,
  actor: Pick<AuthenticatedUser, 'id' | 'role'>,
  need: OrganisationNeed,
  options: { lock?: boolean } = {},
): Promise<ManagedOrganisation> {
  let query = db.selectFrom('organisations').select(['id', 'slug', 'name']).where('platform', '=', platform).where('slug', '=', slug);
  if (options.lock) query = query.forUpdate();
  const organisation = await query.executeTakeFirst();
  if (!organisation) throw notFound(`Organisation ${slug} not found`);
  if (actor.role === 'admin') return organisation;
  const membership = await db
    .selectFrom('organisation_members')
    .select('role')
    .where('organisation_id', '=', organisation.id)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  if (!allowed(membership?.role, need)) {
    throw forbidden(
      need === 'admin'
        ? 'Only administrators of the platform or of this organisation may do this.'
        : 'Only members of this organisation and administrators of the platform may see this.',
      'forbidden',
    );
  }
  return organisation;
}

function allowed(role: OrganisationRole | undefined, need: OrganisationNeed): boolean {
  if (role === undefined) return false;
  return need === 'member' || role === 'admin';
}
