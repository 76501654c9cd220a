import { bearerSecurity, errorSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { dashboardQuerySchema, dashboardSchema } from './schemas.ts';

export const adminDashboardRoutes = {
  'GET /admin/dashboard': {
    summary: "The platform's counts per day over the last days, with the period before and the open reports (moderators and administrators)",
    tags: ['admin'],
    security: bearerSecurity,
    querystring: dashboardQuerySchema,
    response: { 200: dashboardSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
} satisfies RouteTable;
