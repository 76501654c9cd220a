import { bearerSecurity, interactionErrors } from '../http/common-schemas.ts';
import { commentParamsSchema } from '../comments/schemas.ts';
import type { RouteTable } from '../route.ts';
import { spotIdParamsSchema } from '../spots/schemas.ts';
import { reportBodySchema, reportedSchema } from './schemas.ts';

export const reportRoutes = {
  'POST /spots/:id/reports': {
    summary: 'Report a spot to the moderators (one open report per person)',
    tags: ['reports'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    body: reportBodySchema,
    response: { 201: reportedSchema, ...interactionErrors },
  },
  'POST /comments/:id/reports': {
    summary: 'Report a comment to the moderators (one open report per person)',
    tags: ['reports'],
    security: bearerSecurity,
    params: commentParamsSchema,
    body: reportBodySchema,
    response: { 201: reportedSchema, ...interactionErrors },
  },
} satisfies RouteTable;
