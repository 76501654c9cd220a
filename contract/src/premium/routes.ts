import { bearerSecurity, errorSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { premiumRequestInputSchema, premiumRequestListQuerySchema, premiumRequestPageSchema, premiumRequestSchema } from './schemas.ts';

export const premiumRoutes = {
  'POST /premium-requests': {
    summary: "Ask to become a premium partner (the /premium form): stored and mailed to the site's contact address",
    description: 'Anyone may send one, signed in or not; limited per address (api/README.md, "Limits on writes").',
    tags: ['organisations'],
    body: premiumRequestInputSchema,
    response: { 201: premiumRequestSchema, 400: errorSchema, 429: errorSchema },
  },
  'GET /premium-requests': {
    summary: "The platform's premium requests, newest first (platform administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    querystring: premiumRequestListQuerySchema,
    response: { 200: premiumRequestPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
} satisfies RouteTable;
