import { errorResponses } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { organisationSchema, organisationSlugParamsSchema } from './schemas.ts';

export const organisationRoutes = {
  'GET /organisations/:slug': {
    summary: 'A partner organisation of the platform with its regions',
    tags: ['organisations'],
    params: organisationSlugParamsSchema,
    response: { 200: organisationSchema, ...errorResponses },
  },
} satisfies RouteTable;
