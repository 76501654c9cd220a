import { errorResponses } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { clusterQuerySchema, mapClustersSchema } from './schemas.ts';

export const mapRoutes = {
  'GET /map/clusters': {
    summary: 'Clusters (zoomed out) or single spots (zoomed in) of a viewport, with the filters of the spot list',
    description:
      'Spots are counted on a grid of 64-pixel Web Mercator cells at `zoom`. A cell with one spot answers with the spot. ' +
      'From zoom 16 on, a viewport with at most 500 spots (2,000 from zoom 18) answers with the spots, as does any viewport with at most 50. ' +
      'The counts add up to `total`: the number of spots GET /api/spots lists for the same bbox and filters.',
    tags: ['map'],
    querystring: clusterQuerySchema,
    response: { 200: mapClustersSchema, 400: errorResponses[400] },
  },
} satisfies RouteTable;
