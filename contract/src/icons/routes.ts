import { errorSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { iconCollectionParamsSchema, iconQuerySchema, iconSetSchema } from './schemas.ts';

export const iconRoutes = {
  'GET /_nuxt_icon/:collection': {
    summary: 'Icons of a bundled Iconify collection, in the Iconify API format (spec §7)',
    tags: ['icons'],
    params: iconCollectionParamsSchema,
    querystring: iconQuerySchema,
    response: { 200: iconSetSchema, 400: errorSchema, 404: errorSchema },
  },
} satisfies RouteTable;
