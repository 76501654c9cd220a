// Who edits an organisation: a platform administrator (users.role = 'admin') anything of every
// organisation of the platform, and adds new ones; an organisation's own administrators
// (organisation_members.role = 'admin') its descriptions, logo, website and contact
// (ORGANISATION_SELF_SERVICE_FIELDS). Members, moderators and everyone else edit none.
import { ORGANISATION_SELF_SERVICE_FIELDS, type OrganisationPatch, type UserRole } from '@moveable/contract';
import { forbidden, HttpError } from '../../http/errors.ts';

export interface Actor {
  id: number;
  role: UserRole;
}

export const isPlatformAdmin = (actor: Actor): boolean => actor.role === 'admin';

export { isOrganisationAdmin } from '../../domain/organisations/admins.ts';

export const notPlatformAdmin = () => forbidden('Only administrators of the platform add organisations.', 'forbidden');
export const notAnEditor = () => forbidden('Only administrators of the platform or of this organisation may edit it.', 'forbidden');
export const adminOnly = (field: string) =>
  new HttpError(
    403,
    `${field}: only administrators of the platform change this (an organisation's own administrators edit descriptions, logo, website and contact)`,
    {
      code: 'forbidden',
      field,
    },
  );

/** The first field of an edit that only platform administrators may change, if any. */
export function adminOnlyField(patch: OrganisationPatch): string | undefined {
  const allowed: readonly string[] = ORGANISATION_SELF_SERVICE_FIELDS;
  return Object.entries(patch).find(([key, value]) => value !== undefined && !allowed.includes(key))?.[0];
}
