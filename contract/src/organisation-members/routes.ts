import { bearerSecurity, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import {
  organisationInvitationParamsSchema,
  organisationInvitationsSchema,
  organisationMemberParamsSchema,
  organisationMemberPatchSchema,
  organisationMemberSchema,
  organisationMembersSchema,
} from './schemas.ts';

const readErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const writeErrors = { ...readErrors, 409: errorSchema } as const;

export const organisationMemberRoutes = {
  'GET /organisations/:slug/members': {
    summary: "An organisation's members with their role and address (platform administrators and the organisation's administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    response: { 200: organisationMembersSchema, ...readErrors },
  },
  'PATCH /organisations/:slug/members/:userId': {
    summary: "Change a member's role (platform administrators and the organisation's administrators)",
    description: 'The last administrator of an organisation cannot become a member (409 last_admin).',
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationMemberParamsSchema,
    body: organisationMemberPatchSchema,
    response: { 200: organisationMemberSchema, ...writeErrors },
  },
  'DELETE /organisations/:slug/members/:userId': {
    summary: "Remove someone from an organisation (platform administrators and the organisation's administrators)",
    description: 'Their account stays. The last administrator of an organisation cannot be removed (409 last_admin).',
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationMemberParamsSchema,
    response: { 204: noContentSchema, ...writeErrors },
  },
  'GET /organisations/:slug/invitations': {
    summary: "An organisation's pending invitations (platform administrators and the organisation's administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    response: { 200: organisationInvitationsSchema, ...readErrors },
  },
  'DELETE /organisations/:slug/invitations/:id': {
    summary: "Revoke a pending invitation: its link stops working at once (platform administrators and the organisation's administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationInvitationParamsSchema,
    response: { 204: noContentSchema, ...readErrors },
  },
} satisfies RouteTable;
