import { errorResponses } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { regionDetailSchema, regionIdParamsSchema, regionListSchema } from './schemas.ts';

export const regionRoutes = {
  'GET /regions': { summary: 'Regions of the platform in the country, by name', tags: ['regions'], response: { 200: regionListSchema } },
  'GET /regions/:id': {
    summary: 'One region with its outline as GeoJSON',
    tags: ['regions'],
    params: regionIdParamsSchema,
    response: { 200: regionDetailSchema, ...errorResponses },
  },
} satisfies RouteTable;
