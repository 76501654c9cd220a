import { bearerSecurity, errorSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { auditPageSchema, auditQuerySchema } from './schemas.ts';

export const adminAuditRoutes = {
  'GET /admin/audit': {
    summary: "The platform's audit log of moderators' and administrators' actions, newest first (moderators and administrators)",
    tags: ['admin'],
    security: bearerSecurity,
    querystring: auditQuerySchema,
    response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
} satisfies RouteTable;
