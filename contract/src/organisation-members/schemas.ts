// An organisation's people as its administrators manage them (issue 13): the members with their
// role, and the invitations sent by e-mail that nobody has accepted yet.
import { z } from 'zod';
import { idParam } from '../http/params.ts';
import { apiSchemas } from '../openapi-names.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import { ORGANISATION_ROLES } from '../users/constants.ts';

export const organisationMemberSchema = z
  .object({
    userId: z.number().int(),
    username: z.string(),
    email: z.string().describe('Their sign-in address (only administrators see this list)'),
    role: z.enum(ORGANISATION_ROLES),
    since: z.iso.datetime().describe('When they joined the organisation'),
  })
  .register(apiSchemas, { id: 'OrganisationMember' });
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

export const organisationMembersSchema = z
  .object({ items: z.array(organisationMemberSchema).describe('Administrators first, then by name') })
  .register(apiSchemas, { id: 'OrganisationMembers' });
export type OrganisationMembers = z.infer<typeof organisationMembersSchema>;

export const organisationMemberParamsSchema = organisationSlugParamsSchema.extend({ userId: idParam('userId', 'bigint') });

export const organisationMemberPatchSchema = z
  .strictObject(
    { role: z.enum(ORGANISATION_ROLES, { error: `role must be one of ${ORGANISATION_ROLES.join(', ')}` }) },
    { error: 'The body must be a JSON object with role' },
  )
  .register(apiSchemas, { id: 'OrganisationMemberPatch' });
export type OrganisationMemberPatch = z.infer<typeof organisationMemberPatchSchema>;

export const organisationInvitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(ORGANISATION_ROLES),
    invitedBy: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('null: the account that sent it is gone'),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'OrganisationInvitation' });
export type OrganisationInvitation = z.infer<typeof organisationInvitationSchema>;

export const organisationInvitationsSchema = z
  .object({ items: z.array(organisationInvitationSchema).describe('Pending ones (not accepted, not expired), newest first') })
  .register(apiSchemas, { id: 'OrganisationInvitations' });
export type OrganisationInvitations = z.infer<typeof organisationInvitationsSchema>;

export const organisationInvitationParamsSchema = organisationSlugParamsSchema.extend({ id: idParam('id', 'bigint') });
