import { bearerSecurity, errorSchema } from '../http/common-schemas.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import type { RouteTable } from '../route.ts';
import { organisationAlertsSchema } from './schemas.ts';

export const organisationAlertRoutes = {
  'GET /organisations/:slug/alerts': {
    summary: "The signed-in member's alerts for the organisation's area (its members only)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    response: { 200: organisationAlertsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
  },
  'PUT /organisations/:slug/alerts': {
    summary: "Sets the signed-in member's alerts for the organisation's area (its members only)",
    description: 'Switching alerts on starts them from now: what was new before is not sent.',
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    body: organisationAlertsSchema,
    response: { 200: organisationAlertsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
  },
} satisfies RouteTable;
